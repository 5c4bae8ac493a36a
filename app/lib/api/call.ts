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

export type Call = <T>(path: string, init?: RequestInit) => Promise<T>;

export function makeCall(fetcher: ApiFetch, opts: { token?: string | null; language?: string }): Call {
  return async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
    if (opts.language) headers.set("x-language", opts.language);
    if (typeof init.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
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
  };
}

export const jsonInit = (method: string, data: unknown): RequestInit => ({ method, body: JSON.stringify(data) });

/**
 * Whether a lookup by an address failed because there is no such thing: not found, or an
 * address the API refuses outright (too long, blank, malformed: 400 or 422). A page reached
 * at such an address is a missing page (404), not a server fault.
 */
export const isMissing = (e: unknown): boolean => e instanceof ApiRequestError && [400, 404, 422].includes(e.status);
