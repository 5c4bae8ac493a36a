import type { ApiFetch } from "./lib/api-client";
import type { PageFormResult } from "../core/page-forms";

// What the server hands every loader: the in-process API fetch and this response's CSP nonce.
declare module "react-router" {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    apiBase: string;
    nonce: string;
    /** The site's public address (PUBLIC_URL): canonical links never follow a request's Host header. */
    publicUrl?: string;
    /** The address of the site's script for the pages that do not hydrate (scripts/build-site-script.ts). */
    siteScript?: string;
    /** The answer to a form sent to this page without JavaScript. */
    formResult?: PageFormResult;
  }
}

export {};
