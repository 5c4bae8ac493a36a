import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveArgs, serveEnv } from "../scripts/serve-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the site and resolves once it accepts requests: server/main.ts through tsx, or with
 * `compiled` the built build/main.js as `npm run serve` runs it (benchmarks measure that one),
 * or with `nodeArgs` whatever node is given (a benchmark's "before").
 */
export async function startServer(
  env: Record<string, string>,
  opts: { port?: number; timeoutMs?: number; compiled?: boolean; nodeArgs?: string[]; withoutPublicUrl?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    ...(opts.compiled ? serveEnv() : {}),
    ...env,
  };
  if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
  // As a first `npm start` runs: the site reached at an address PUBLIC_URL does not name.
  if (opts.withoutPublicUrl) delete childEnv.PUBLIC_URL;
  const args = opts.nodeArgs ?? (opts.compiled ? serveArgs() : ["--import", "tsx", "server/main.ts"]);
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (true) {
    if (gone) throw new Error(`server exited during start:\n${out}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${out}`);
    }
    try {
      const res = await fetch(`${url}${env.API_BASE_PATH ?? "/api"}/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, url, output: () => out, exited };
}
