import type { ApiFetch } from "./lib/api-client";

// What the server hands every loader: the in-process API fetch and this response's CSP nonce.
declare module "react-router" {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    apiBase: string;
    nonce: string;
    /** The site's public address (PUBLIC_URL): canonical links never follow a request's Host header. */
    publicUrl?: string;
  }
}

export {};
