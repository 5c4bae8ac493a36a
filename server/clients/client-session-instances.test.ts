import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect } from "../../test/app.js";
import { startInstances } from "../../test/instances.js";
import { subject, textBody } from "../../test/mime.js";

// Two servers on one PostgreSQL database: signing out on one ends her session on the other,
// since each request compares the cookie's version with her record's.
describe.skipIf(dialect !== "postgres")("her session on two instances", () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  const email = "lucia@example.com";

  beforeAll(async () => {
    cluster = await startInstances(2);
    const at = new Date().toISOString();
    await cluster.instances[0]!.db.insertInto("clients")
      .values({ email, email_key: email, name: "Lucía Pérez", phone: "+34612345678", language: "es", created_at: at, updated_at: at })
      .execute();
  });
  afterAll(() => cluster?.close());

  async function signIn(base: string): Promise<string> {
    const before = cluster.mailbox.received.length;
    const asked = await fetch(`${base}/api/api/v1/client_links`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, language: "es" }),
    });
    expect(asked.status).toBe(202);
    await cluster.mailbox.waitFor(before + 1);
    const mail = cluster.mailbox.received.slice(before).find((m) => subject(m.raw) === "Tu enlace para entrar")!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(textBody(mail.raw))![1]!;
    const res = await fetch(`${base}/api/api/v1/client_session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  }
  const page = (base: string, cookie: string) => fetch(`${base}/api/api/v1/client_session`, { headers: { cookie } }).then((r) => r.status);

  it("signing out on one instance ends every session of hers on the other", async () => {
    const [a, b] = cluster.instances;
    const cookie = await signIn(a!.url);
    const otherDevice = await signIn(b!.url);
    expect(await page(b!.url, cookie)).toBe(200);
    expect(await page(a!.url, otherDevice)).toBe(200);

    const out = await fetch(`${a!.url}/api/api/v1/client_session`, { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await page(b!.url, cookie)).toBe(401);
    expect(await page(b!.url, otherDevice)).toBe(401);
    expect(await page(a!.url, otherDevice)).toBe(401);

    // A new sign-in works again.
    expect(await page(b!.url, await signIn(b!.url))).toBe(200);
  });

  it("the hourly cap of sign-in mails per address holds across instances", async () => {
    await cluster.instances[0]!.db.deleteFrom("client_links").execute();
    const before = cluster.mailbox.received.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${cluster.instances[i % 2]!.url}/api/api/v1/client_links`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, language: "es" }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
    await cluster.mailbox.waitFor(before + 3);
    await new Promise((r) => setTimeout(r, 1000));
    expect(cluster.mailbox.received.length - before).toBe(3);
    expect(await cluster.instances[1]!.db.selectFrom("client_links").select("token_hash").execute()).toHaveLength(3);
  });
});
