import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server serving one calendar whose answer a test can change; counts requests.
 * On 127.0.0.1 unless told another loopback address (127.0.0.2 stands for a server of her own network).
 */
export async function startIcsServer(host = "127.0.0.1") {
  let answer: { status: number; body: string | Buffer; type: string } = { status: 200, body: "", type: "text/calendar; charset=utf-8" };
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(answer.status, { "content-type": answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/calendar.ics`,
    serve(body: string | Buffer, status = 200, type = "text/calendar; charset=utf-8") {
      answer = { status, body, type };
    },
    get hits() {
      return hits;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
