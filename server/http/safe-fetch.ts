import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";

// Fetches a page a user named (link previews) without letting the user reach inside our
// network: only http(s), and only hosts whose every address is public. The check happens in
// the socket's own DNS lookup, so the address tested is the address connected to (no window
// for DNS rebinding), and again on every redirect.

export class FetchRefused extends Error {
  constructor(
    readonly reason: "scheme" | "address" | "redirects" | "status" | "type" | "timeout" | "network",
    message?: string,
  ) {
    super(message ?? reason);
  }
}

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Accepted response types (by prefix of the media type); any when empty. */
  accept?: string[];
  /**
   * Which resolved addresses may be connected to. Production never passes this: the default
   * allows public addresses only. Tests inject a wider rule to reach a local server.
   */
  isAllowedAddress?: (address: string, family: 4 | 6) => boolean;
  /**
   * Host names or addresses that may be reached even at a non-public address (the setting
   * FETCH_ALLOW_PRIVATE_HOSTS: her calendar on a server of her own network). A listed name
   * may resolve to any address; a listed address may be connected to whatever name led
   * there. Every other host, redirects included, still gets the public-only rule.
   */
  allowPrivateHosts?: readonly string[];
}

export interface SafeFetchResult {
  /** The address finally answered from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
}

const NON_PUBLIC_V4 = new net.BlockList();
for (const [net4, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NON_PUBLIC_V4.addSubnet(net4, prefix, "ipv4");

const NON_PUBLIC_V6 = new net.BlockList();
for (const [net6, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  NON_PUBLIC_V6.addSubnet(net6, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 IPv6 address. */
function embeddedV4(address: string): string | null {
  const groups = expandV6(address);
  if (!groups) return null;
  const v4 = () => `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeros(5) && groups[5] === 0xffff) return v4(); // ::ffff:0:0/96 mapped
  if (zeros(6)) return v4(); // ::/96 compatible (deprecated, still routed by some stacks)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(); // 64:ff9b::/96
  return null;
}

function expandV6(address: string): number[] | null {
  let a = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (dotted) {
    const p = dotted[1]!.split(".").map(Number);
    a = a.slice(0, -dotted[1]!.length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = a.includes("::") ? (a.split("::") as [string, string]) : [a, undefined];
  const h = head ? head.split(":") : [];
  const t = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  if (fill < 0) return null;
  const groups = [...h, ...Array(fill).fill("0"), ...t].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** True for addresses on the public internet; false for private, loopback, link-local, unspecified and reserved ones. */
export function isPublicAddress(address: string, family: 4 | 6 = net.isIP(address) === 6 ? 6 : 4): boolean {
  if (family === 4) return net.isIPv4(address) && !NON_PUBLIC_V4.check(address, "ipv4");
  if (!net.isIPv6(address)) return false;
  const v4 = embeddedV4(address);
  if (v4 !== null) return isPublicAddress(v4, 4);
  return !NON_PUBLIC_V6.check(address, "ipv6");
}

/** The one spelling of a host name or an address: lower case, no brackets, no final dot, IPv6 written in full. */
export function canonicalHost(host: string): string {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (net.isIPv6(h))
    return (
      expandV6(h)
        ?.map((g) => g.toString(16))
        .join(":") ?? h
    );
  return h;
}

/** Whether the fetcher may connect to `address`, reached through the host name `hostname`. */
type AddressRule = (hostname: string, address: string, family: 4 | 6) => boolean;

function addressRule(opts: { isAllowedAddress: (a: string, f: 4 | 6) => boolean; allowPrivateHosts?: readonly string[] }): AddressRule {
  const exempt = new Set((opts.allowPrivateHosts ?? []).map(canonicalHost));
  if (exempt.size === 0) return (_host, address, family) => opts.isAllowedAddress(address, family);
  return (hostname, address, family) => opts.isAllowedAddress(address, family) || exempt.has(canonicalHost(hostname)) || exempt.has(canonicalHost(address));
}

function guardedLookup(isAllowed: AddressRule): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const list = addresses as dns.LookupAddress[];
      // Every address must be allowed: a host with one public and one private address is refused.
      if (list.length === 0 || list.some((a) => !isAllowed(hostname, a.address, a.family as 4 | 6))) {
        return callback(new FetchRefused("address", `${hostname} resolves to a non-public address`) as NodeJS.ErrnoException, "", 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function checkTarget(url: URL, isAllowed: AddressRule): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("scheme");
  if (url.username || url.password) throw new FetchRefused("scheme");
  // Literal addresses never go through the lookup, so they are checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = net.isIP(host);
  if (family && !isAllowed(host, host, family as 4 | 6)) throw new FetchRefused("address");
}

function requestOnce(
  url: URL,
  opts: Required<Omit<SafeFetchOptions, "accept" | "isAllowedAddress" | "allowPrivateHosts">> & { rule: AddressRule },
  signal: AbortSignal,
): Promise<{ status: number; location?: string; contentType: string; body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(opts.rule),
        // A fresh connection per request, so a pooled socket to another address is never reused.
        agent: false,
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; LinkPreview/1.0)",
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
          "accept-encoding": "identity",
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0), truncated: false });
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = declared > opts.maxBytes;
        const finish = () => resolve({ status, contentType, body: Buffer.concat(chunks).subarray(0, opts.maxBytes), truncated });
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= opts.maxBytes) {
            // Enough: what matters for a preview is at the top of the page.
            truncated = true;
            res.destroy();
            finish();
          }
        });
        res.on("end", finish);
        res.on("error", (e) => (size >= opts.maxBytes ? finish() : reject(e)));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** GET a public http(s) address with a time limit, a size limit and re-checked redirects. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const opts = {
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? 512 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
    rule: addressRule({ isAllowedAddress: options.isAllowedAddress ?? isPublicAddress, allowPrivateHosts: options.allowPrivateHosts }),
  };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new FetchRefused("scheme");
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, opts.rule);
      let res;
      try {
        res = await requestOnce(url, opts, controller.signal);
      } catch (e) {
        if (e instanceof FetchRefused) throw e;
        if ((e as { cause?: unknown }).cause instanceof FetchRefused) throw (e as { cause: FetchRefused }).cause;
        if (controller.signal.aborted) throw new FetchRefused("timeout");
        throw new FetchRefused("network", (e as Error).message);
      }
      if (res.location !== undefined) {
        if (redirects >= opts.maxRedirects) throw new FetchRefused("redirects");
        try {
          url = new URL(res.location, url);
        } catch {
          throw new FetchRefused("network", "bad redirect");
        }
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw new FetchRefused("status", `HTTP ${res.status}`);
      if (options.accept?.length && !options.accept.some((t) => res.contentType.toLowerCase().startsWith(t))) throw new FetchRefused("type");
      return { url: url.toString(), status: res.status, contentType: res.contentType, body: res.body, truncated: res.truncated };
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * TESTS ONLY: public addresses plus loopback (127.0.0.0/8, ::1), so a test can serve a file
 * from a local HTTP server. Production code never passes it; the app only receives it
 * through `AppDeps.calendarFetch`, which main.ts does not set.
 */
export function publicOrLoopbackForTests(address: string, family: 4 | 6): boolean {
  if (isPublicAddress(address, family)) return true;
  return family === 4 ? address.startsWith("127.") : address === "::1" || embeddedV4(address)?.startsWith("127.") === true;
}
