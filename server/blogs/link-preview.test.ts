import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchRefused, isPublicAddress, safeFetch } from "../http/safe-fetch.js";
import { extractMeta, fetchLinkPreview } from "./link-preview.js";

describe("public address check", () => {
  it("refuses private, loopback, link-local, unspecified and reserved addresses", () => {
    for (const a of [
      "127.0.0.1",
      "127.8.9.10",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fd12:3456::1",
      "fc00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "::127.0.0.1",
      "not-an-ip",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it("allows public addresses", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isPublicAddress(a), a).toBe(true);
  });
});

describe("page metadata", () => {
  it("prefers Open Graph, falls back to title and description, and resolves the image", () => {
    const html = `<html><head><title>Plain &amp; simple</title>
      <meta name="description" content="A &quot;plain&quot; description">
      <meta property="og:image" content="/img/cover.jpg"></head><body><meta property="og:title" content="ignored"></body></html>`;
    expect(extractMeta(html, "https://example.org/blog/post")).toEqual({
      title: "Plain & simple",
      description: 'A "plain" description',
      image: { url: "https://example.org/img/cover.jpg" },
    });
    const og = `<meta content='OG title' property='og:title'><meta property="og:description" content="OG d&#233;scription"><meta property="og:image" content="javascript:alert(1)">`;
    expect(extractMeta(og, "https://example.org/")).toEqual({ title: "OG title", description: "OG déscription", image: { url: "" } });
  });
});

describe("fetching a link preview", () => {
  let server: http.Server;
  let origin: string;
  // Reaching this local server needs an explicit wider rule: the default allows public addresses only.
  const loopback = { isAllowedAddress: (a: string) => a === "127.0.0.1" };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = req.url ?? "/";
      if (path === "/page") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<html><head><title>Eat more fibre</title><meta property="og:description" content="Why fibre matters."><meta property="og:image" content="/cover.png"></head><body>x</body></html>`,
        );
      }
      const hop = /^\/hop\/(\d+)$/.exec(path);
      if (hop) {
        const n = Number(hop[1]);
        res.writeHead(302, { location: n === 0 ? "/page" : `/hop/${n - 1}` });
        return res.end();
      }
      if (path === "/to-private") {
        res.writeHead(301, { location: "http://10.0.0.1/secret" });
        return res.end();
      }
      if (path === "/to-metadata") {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        return res.end();
      }
      if (path === "/huge") {
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head><title>Huge page</title></head><body>");
        const chunk = "x".repeat(64 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once("drain", more);
          }
          res.end("</body></html>");
        };
        return more();
      }
      if (path === "/json") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end("{}");
      }
      if (path === "/slow") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof FetchRefused) return e.reason;
      throw e;
    }
    return "fetched";
  };

  it("reads title, description and image of a page", async () => {
    const res = await fetchLinkPreview(`${origin}/page`, loopback);
    expect(res).toEqual({
      link: `${origin}/page`,
      meta: { title: "Eat more fibre", description: "Why fibre matters.", image: { url: `${origin}/cover.png` } },
    });
  });

  it("refuses the same local page without the explicit rule", async () => {
    expect(await refusal(fetchLinkPreview(`${origin}/page`))).toBe("address");
    expect(await refusal(safeFetch("http://localhost:1/"))).toBe("address");
  });

  it("follows up to three redirects, checking each target", async () => {
    expect((await fetchLinkPreview(`${origin}/hop/2`, loopback)).meta.title).toBe("Eat more fibre");
    expect(await refusal(fetchLinkPreview(`${origin}/hop/3`, loopback))).toBe("redirects");
    expect(await refusal(fetchLinkPreview(`${origin}/to-private`, loopback))).toBe("address");
    expect(await refusal(fetchLinkPreview(`${origin}/to-metadata`, loopback))).toBe("address");
  });

  it("stops reading at the size limit and still previews the page", async () => {
    const res = await safeFetch(`${origin}/huge`, { ...loopback, maxBytes: 100 * 1024 });
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(100 * 1024);
    expect((await fetchLinkPreview(`${origin}/huge`, loopback)).meta.title).toBe("Huge page");
  });

  it("gives up after the time limit, and refuses what is not a web page", async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${origin}/slow`, { ...loopback, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await refusal(fetchLinkPreview(`${origin}/json`, loopback))).toBe("type");
    expect(await refusal(fetchLinkPreview(`${origin}/missing`, loopback))).toBe("status");
    expect(await refusal(safeFetch("file:///etc/passwd", loopback))).toBe("scheme");
    expect(await refusal(safeFetch("http://user:pw@127.0.0.1/", loopback))).toBe("scheme");
  });
});
