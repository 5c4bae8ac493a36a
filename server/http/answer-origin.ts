import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Whom an answer goes to. The site's own pages (rendered here, or the admin in the browser)
 * get addresses on the origin they were reached at: relative ones, which work at any address
 * (another port, 127.0.0.1, a phone on the same network) and pass the page's CSP. Every other
 * caller (a front end on another origin, a script) gets absolute addresses built from
 * PUBLIC_URL, as the contract has it.
 */
const answeringSite = new AsyncLocalStorage<boolean>();

/**
 * Whether a request comes from a page of this site: its Origin is the request's own; without
 * one (a same-origin GET sends none), the browser's Sec-Fetch-Site says same-origin; without
 * that (plain http on another host), its Referer is on the request's own origin. A caller
 * that sends none of them is not a browser page of this site.
 */
export function fromTheSiteItself(req: FastifyRequest): boolean {
  const own = `${req.protocol}://${req.host}`;
  const origin = req.headers.origin;
  if (origin) return origin === own;
  const site = req.headers["sec-fetch-site"];
  if (site) return site === "same-origin";
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}

/** True while building an answer for one of the site's own pages (see fromTheSiteItself). */
export const answeringTheSite = (): boolean => answeringSite.getStore() === true;

/** Runs the rest of each request knowing whom its answer goes to. */
export const answerOrigin = fp(
  async (app) => {
    app.addHook("onRequest", (req, _reply, done) => answeringSite.run(fromTheSiteItself(req), done));
  },
  { name: "answer-origin" },
);
