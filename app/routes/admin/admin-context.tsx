import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "../../../core/languages";
import { ApiRequestError, browserFetch, createApi, type Api, type ApiFetch } from "../../lib/api-client";
import { translate, useLanguage, type TextKey } from "../../i18n";

export const TOKEN_KEY = "adminToken";

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode without storage: the session then lasts as long as the page.
  }
}

/** The backend base, handed to every page by the root loader. */
export function useApiBase(): string {
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  return root?.apiBase ?? "/api";
}

/** A client without a token, for the login screen. */
export function usePublicApi(): Api {
  const base = useApiBase();
  const lang = useLanguage();
  return createApi(browserFetch(base), { language: lang });
}

export interface Flash {
  id: number;
  kind: "success" | "error";
  text: string;
}

export interface AdminSession {
  api: Api;
  token: string;
  apiBase: string;
  lang: Language;
  /** Shows a message above the page; it survives navigation to the next screen. */
  flash: (kind: Flash["kind"], text: string) => void;
  logout: () => Promise<void>;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdmin(): AdminSession {
  const s = useContext(AdminSessionContext);
  if (!s) throw new Error("useAdmin outside the admin guard");
  return s;
}

export function useAdminT() {
  const lang = useLanguage();
  return useCallback((key: TextKey, vars?: Record<string, string | number>) => translate(lang, key, vars), [lang]);
}

/**
 * Wraps the fetch so that a 401 from any admin call ends the session: the stored token is
 * dropped and the caller is sent to the login screen.
 */
export function guardedFetch(base: string, onUnauthorized: () => void): ApiFetch {
  const inner = browserFetch(base);
  return async (path, init) => {
    const res = await inner(path, init);
    if (res.status === 401) onUnauthorized();
    return res;
  };
}

export type LoadState<T> = { status: "loading" } | { status: "error"; message: string; httpStatus?: number } | { status: "ready"; data: T };

/**
 * Loads data once per dependency change and ignores answers that arrive after the screen
 * moved on. `reload` fetches again; `set` edits the loaded data in place (optimistic updates).
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], errorText: (e: unknown) => string) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const seq = useRef(0);
  const run = useCallback(() => {
    const n = ++seq.current;
    setState({ status: "loading" });
    load().then(
      (data) => n === seq.current && setState({ status: "ready", data }),
      (e: unknown) =>
        n === seq.current && setState({ status: "error", message: errorText(e), httpStatus: e instanceof ApiRequestError ? e.status : undefined }),
    );
    // The caller names what the load depends on (like useEffect's list); load and errorText
    // are new closures on every render and must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(run, [run]);
  const set = useCallback((f: (d: T) => T) => setState((s) => (s.status === "ready" ? { status: "ready", data: f(s.data) } : s)), []);
  return { state, reload: run, set };
}

/** True for a failure of the network itself, as opposed to an answer from the server. */
export function isNetworkError(e: unknown): boolean {
  return !(e instanceof ApiRequestError);
}

/** The server's message when it answered with one, else the given fallback. */
export function serverMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiRequestError && e.body && typeof e.body === "object") {
    const b = e.body as { error?: unknown; message?: unknown };
    if (typeof b.error === "string" && b.error) return b.error;
    if (typeof b.message === "string" && b.message) return b.message;
  }
  return fallback;
}

/** Field-by-field messages of a 422 answer ({errors: {field: [text]}}), or the single error text. */
export function serverErrors(e: unknown, fallback: string): string {
  if (e instanceof ApiRequestError && e.body && typeof e.body === "object") {
    const b = e.body as { errors?: unknown; details?: unknown };
    if (Array.isArray(b.details) && b.details.length) return b.details.join(" ");
    if (b.errors && typeof b.errors === "object") {
      const parts = Object.values(b.errors as Record<string, unknown>)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .map(String);
      if (parts.length) return parts.join(" ");
    }
  }
  return serverMessage(e, fallback);
}

/** Changes the admin's working language (provided by the admin shell). */
export const SetAdminLanguageContext = createContext<(lang: Language) => void>(() => {});

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
}
