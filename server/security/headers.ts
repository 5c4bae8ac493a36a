import fp from "fastify-plugin";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { Config } from "../config.js";

/**
 * The third parties a page may frame, and nothing else: the practice's map, the video and
 * social embeds the blog editor offers, and the social feed widget. The consent element
 * decides whether they load at all; this list decides what could ever load.
 */
export const FRAME_SOURCES = [
  // The map on the contact page (…/maps?q=…&output=embed: the exact path, and below it).
  "https://www.google.com/maps",
  "https://www.google.com/maps/",
  "https://maps.google.com/",
  "https://www.youtube-nocookie.com/", // blog embeds
  "https://www.youtube.com/embed/",
  "https://player.vimeo.com/",
  "https://www.instagram.com/", // blog embeds and the social feed widget
];

export const isHttps = (config: Pick<Config, "PUBLIC_URL">) => new URL(config.PUBLIC_URL).protocol === "https:";

/**
 * The pages' policy: scripts only from this origin or carrying this response's nonce (the
 * SSR's inline hydration data), no plugins, no framing of the site by anyone.
 */
export function pageCsp(nonce: string, opts: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    // React's style attributes.
    "style-src 'self' 'unsafe-inline'",
    // blob: previews a chosen image in the admin forms before upload.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The API answers data, never pages to render: nothing may load or run in its answers. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    // Pages get theirs (with a nonce) from the web handler, the API its own below.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    // YouTube embeds refuse to play without a referrer; the origin alone is enough for them.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Over plain HTTP (a laptop) the header would be ignored at best and sticky at worst.
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * A front end on another origin (a separate front end calling this API) may call the API only from
 * the configured CORS_ORIGINS, with the contract's methods and the headers its calls send.
 * No credentials: the admin's bearer token travels in Authorization, never in a cookie.
 */
export function corsOptions(config: Pick<Config, "CORS_ORIGINS">) {
  return {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: false,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept", "Accept-Language", "X-Language", "X-Request-Id", "If-None-Match"],
    exposedHeaders: ["X-Total-Count", "Retry-After", "X-Request-Id", "ETag"],
    maxAge: 600,
  };
}

/** Adds the API's CSP to its answers (unless a route set its own) and a permissions policy everywhere. */
export const apiHeaders = fp(
  async (app) => {
    const base = app.config.API_BASE_PATH;
    const docs = `${base}/docs`;
    app.addHook("onSend", async (req, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      const url = req.url;
      // With an empty base the pages share the URL space, but they carry their own policy already.
      const underApi = !base || url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
      if (underApi && !url.startsWith(docs) && !reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
    });
  },
  { name: "api-headers" },
);
