import type { ServicePlan } from "../../core/schemas/service-plan";

/** Paths are the contract's, relative to the backend base. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** A non-ok answer; `message` is the server's text in the caller's language when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export function browserFetch(base: string): ApiFetch {
  return (path, init) => fetch(`${base}${path}`, init);
}

/**
 * The one typed client of the REST API. On the server it is given an in-process fetch,
 * in the browser the window's fetch; callers never build URLs themselves.
 */
export function createApi(fetcher: ApiFetch, opts: { token?: string | null; language?: string } = {}) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
    if (opts.language) headers.set("x-language", opts.language);
    if (init.body && typeof init.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
    const res = await fetcher(path, { ...init, headers });
    const text = res.status === 204 ? "" : await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!res.ok) {
      const msg = body && typeof body === "object" && "error" in body ? String((body as { error: unknown }).error) : `HTTP error! Status: ${res.status}`;
      throw new ApiRequestError(res.status, msg, body);
    }
    return body as T;
  }
  const json = (method: string, data: unknown): RequestInit => ({ method, body: JSON.stringify(data) });

  return {
    call,
    servicePlans: {
      list: (language: string) => call<ServicePlan[]>(`/api/v1/service_plans?language=${encodeURIComponent(language)}`),
      get: (id: number) => call<ServicePlan>(`/api/v1/service_plans/${id}`),
      create: (plans: unknown[]) => call<{ service_plans: ServicePlan[] }>("/api/v1/service_plans", json("POST", { service_plans: plans })),
      update: (id: number, plan: unknown) => call<ServicePlan>(`/api/v1/service_plans/${id}`, json("PUT", plan)),
      remove: (id: number) => call<null>(`/api/v1/service_plans/${id}`, { method: "DELETE" }),
      removeFeature: (id: number, featureId: number) => call<null>(`/api/v1/service_plans/${id}/features/${featureId}`, { method: "DELETE" }),
    },
    admin: {
      login: (email: string, password: string) => call<{ token: string; expires_at: string }>("/admin/login", json("POST", { email, password })),
      current: () => call<{ id: number; email: string }>("/admin/current"),
      logout: () => call<null>("/admin/logout", { method: "DELETE" }),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
