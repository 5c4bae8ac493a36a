// A bare Fastify that answers every GET and POST with the same bytes (BARE_BODY_FILE, of type
// BARE_TYPE) on PORT, and nothing else: the floor a load benchmark compares the site with,
// driven by the same client at the same rate.
import fs from "node:fs";
import Fastify from "fastify";

const body = fs.readFileSync(process.env.BARE_BODY_FILE!);
const type = process.env.BARE_TYPE ?? "text/html; charset=utf-8";
const app = Fastify();
app.route({ method: ["GET", "POST"], url: "/*", handler: async (_req, reply) => reply.type(type).send(body) });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.stdout.write("READY\n");
