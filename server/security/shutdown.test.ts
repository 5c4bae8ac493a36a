import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dialect } from "../../test/app.js";
import { startServer, type ServerProcess } from "../../test/server-process.js";

/** Sends raw bytes so the test decides exactly when the request is complete. */
function openRequest(port: number, head: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

const readAll = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let data = "";
    socket.on("data", (d) => (data += d));
    socket.on("close", () => resolve(data));
  });

// The shutdown path is the same whatever the database: run it once, on SQLite.
describe.runIf(dialect === "sqlite")("graceful shutdown", { timeout: 60_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-shutdown-"));
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes a request in flight on SIGTERM, refuses new connections, then exits 0", async () => {
    server = await startServer({ DATA_DIR: dataDir, SERVE_WEB: "false", ADMIN_EMAIL: "admin@x.test", ADMIN_PASSWORD: "a long enough password" });
    const body = JSON.stringify({ email: "admin@x.test", password: "a long enough password" });
    const half = Math.floor(body.length / 2);
    const socket = await openRequest(
      server.port,
      `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    const answer = readAll(socket);
    // A browser's kept-alive connection, idle at the time of the signal.
    const idle = await openRequest(server.port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    const idleAnswer = readAll(idle);
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    // Still running: it waits for the request that has not finished arriving.
    expect(server.child.exitCode).toBeNull();
    await expect(openRequest(server.port, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")).rejects.toThrow(/ECONNREFUSED/);

    // The idle connection was closed rather than waited for.
    expect(await idleAnswer).toMatch(/^HTTP\/1\.1 200 /);
    socket.write(body.slice(half));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('"token"');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
  });
});
