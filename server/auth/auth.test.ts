import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { authRepository } from "./repository.js";

describe("admin session", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it("logs in, verifies, logs out and then refuses the revoked token", async () => {
    const token = await t.login();
    const cur = await t.app.inject({ url: `${t.base}/admin/current`, headers: bearer(token) });
    expect(cur.statusCode).toBe(200);
    expect(cur.json().email).toBe(ADMIN.email);
    expect((await t.app.inject({ method: "DELETE", url: `${t.base}/admin/logout`, headers: bearer(token) })).statusCode).toBe(204);
    const after = await t.app.inject({ url: `${t.base}/admin/current`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe("Unauthorized. Please log in.");
  });

  it("refuses a wrong password with the same answer as an unknown email", async () => {
    const wrong = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: ADMIN.email, password: "nope" } });
    const unknown = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: "who@x.y", password: "nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe("Invalid credentials");
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("requires email and password", async () => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: "" } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("accepts the Bearer scheme in any case (RFC 7235: schemes are case-insensitive)", async () => {
    const token = await t.login();
    for (const scheme of ["bearer", "BEARER", "bEaReR", "Bearer"]) {
      const res = await t.app.inject({ url: `${t.base}/admin/current`, headers: { authorization: `${scheme} ${token}` } });
      expect(res.statusCode, scheme).toBe(200);
    }
    expect((await t.app.inject({ url: `${t.base}/admin/current`, headers: { authorization: `Basic ${token}` } })).statusCode).toBe(401);
  });

  it("refuses an expired token", async () => {
    const token = await t.login();
    await t.db.updateTable("admin_sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect((await t.app.inject({ url: `${t.base}/admin/current`, headers: bearer(token) })).statusCode).toBe(401);
  });

  it("ends every session when the password changes", async () => {
    const token = await t.login();
    const repo = authRepository(t.db, 24);
    const admin = await repo.findAdminByEmail(ADMIN.email);
    await repo.setPassword(admin!.id, ADMIN.password);
    expect((await t.app.inject({ url: `${t.base}/admin/current`, headers: bearer(token) })).statusCode).toBe(401);
  });
});
