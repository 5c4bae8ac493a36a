import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dialect, type TestApp } from "../../test/app.js";
import { loadConfig } from "../config.js";

// Found by an attack run: ten sockets sending one byte every 5 s were all still open after
// 150 s. The request, connection (idle socket) and keep-alive timeouts are settings; here they
// are short, against a real listening server.

interface Watched {
  socket: net.Socket;
  /** Resolves with what the server sent and the milliseconds from `since` to the close. */
  closed: Promise<{ data: string; afterMs: number }>;
  since: () => void;
}

function connect(port: number): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let start = Date.now();
    let data = "";
    socket.on("data", (d) => (data += d));
    const closed = new Promise<{ data: string; afterMs: number }>((r) => socket.on("close", () => r({ data, afterMs: Date.now() - start })));
    socket.once("connect", () => resolve({ socket, closed, since: () => (start = Date.now()) }));
    socket.once("error", reject);
  });
}

/** Resolves with the value, or with "still open" when the deadline passes first. */
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<"still open">((r) => setTimeout(() => r("still open"), ms))]);

describe("settings", () => {
  it("have defaults: 60 s for a whole request, 30 s of silence, 72 s of keep-alive", () => {
    const c = loadConfig({});
    expect([c.REQUEST_TIMEOUT_SECONDS, c.CONNECTION_TIMEOUT_SECONDS, c.KEEP_ALIVE_TIMEOUT_SECONDS]).toEqual([60, 30, 72]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "0" })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

// Sockets, not the database, are under test: run once, on SQLite.
describe.runIf(dialect === "sqlite")("slow clients against a listening server", { timeout: 30_000 }, () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: "3", CONNECTION_TIMEOUT_SECONDS: "1", KEEP_ALIVE_TIMEOUT_SECONDS: "2" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it("closes ten slow bodies (one byte every 300 ms) once the request timeout passes", async () => {
    const length = 2000;
    const sockets = await Promise.all(Array.from({ length: 10 }, () => connect(port)));
    const timers: NodeJS.Timeout[] = [];
    let sent = 0;
    for (const s of sockets) {
      s.since();
      s.socket.write(
        `POST ${t.base}/api/v1/contact_messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      // Never silent for a whole second, so only the request timeout can end it.
      timers.push(
        setInterval(() => {
          if (!s.socket.destroyed) {
            s.socket.write("{");
            sent++;
          }
        }, 300),
      );
    }
    try {
      const results = await Promise.all(sockets.map((s) => within(s.closed, 12_000)));
      for (const r of results) {
        expect(r).not.toBe("still open");
        if (r === "still open") continue;
        expect(r.afterMs).toBeGreaterThanOrEqual(2_500);
        expect(r.data === "" || r.data.startsWith("HTTP/1.1 408")).toBe(true);
      }
      expect(sent / sockets.length).toBeLessThan(length / 2);
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const s of sockets) s.socket.destroy();
    }
  });

  it("closes a connection that falls silent halfway through its headers after the connection timeout", async () => {
    const s = await connect(port);
    s.since();
    s.socket.write(`GET ${t.base}/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    const r = await within(s.closed, 8_000);
    s.socket.destroy();
    expect(r).not.toBe("still open");
    if (r !== "still open") expect(r.afterMs).toBeLessThan(2_500); // before the 3 s request timeout
  });

  it("closes an idle kept-alive connection after the keep-alive timeout, not the connection timeout", async () => {
    const s = await connect(port);
    s.socket.write(`GET ${t.base}/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await new Promise<void>((r) => s.socket.once("data", () => r()));
    s.since();
    const r = await within(s.closed, 10_000);
    s.socket.destroy();
    expect(r).not.toBe("still open");
    if (r === "still open") return;
    expect(r.data).toMatch(/^HTTP\/1\.1 200 /);
    expect(r.afterMs).toBeGreaterThanOrEqual(1_500);
  });

  it("still answers a client that sends its request at a normal pace", async () => {
    const res = await fetch(`http://127.0.0.1:${port}${t.base}/health`);
    expect(res.status).toBe(200);
  });
});
