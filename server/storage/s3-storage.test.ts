import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { startS3 } from "../../test/s3-server.js";
import { loadConfig } from "../config.js";
import { copyStorage } from "./copy-storage.js";
import { s3Storage } from "./s3-storage.js";
import type { StorageSettings } from "./storage-config.js";
import { localFolders, localStorage } from "./storage.js";

// The S3 driver is tested against s3rver, an S3-compatible server in JavaScript that stands
// in for AWS S3 / MinIO / R2 here: same REST API, run on 127.0.0.1 on a random port.
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => (s3 = await startS3()));
afterAll(() => s3.close());

const settings = (prefix: string): Extract<StorageSettings, { driver: "s3" }> => {
  const c = loadConfig({ ...s3.env(prefix) });
  if (c.storage.driver !== "s3") throw new Error("expected s3 settings");
  return c.storage;
};
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe("S3 storage driver", () => {
  it("stores, reads, lists a folder's own files and deletes", async () => {
    const store = s3Storage(settings("driver"));
    await store.check();
    expect(await store.get("images/missing.png")).toBeNull();
    await store.put("images/a.png", Buffer.from("first"));
    await store.put("images/b.webp", Buffer.from("second!"));
    await store.put("pdfs/list.pdf", pdf("x"));
    expect((await store.get("images/a.png"))?.toString()).toBe("first");

    const listed = await store.list("images");
    expect(listed.map((f) => [f.key, f.size])).toEqual([
      ["images/a.png", 5],
      ["images/b.webp", 7],
    ]);
    expect(listed[0]!.modified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed[0]!.md5).toBe("8b04d5e3775d298e78455efc5ca404d5");

    await store.delete("images/a.png");
    await store.delete("images/a.png"); // already gone: no error, like the local driver
    expect(await store.get("images/a.png")).toBeNull();
    expect((await store.list("images")).map((f) => f.key)).toEqual(["images/b.webp"]);
  });

  it("keeps deployments with different prefixes apart in one bucket", async () => {
    const one = s3Storage(settings("practice-one"));
    const two = s3Storage(settings("practice-two"));
    await one.put("pdfs/guide.pdf", pdf("one"));
    expect(await two.get("pdfs/guide.pdf")).toBeNull();
    expect(await two.list("pdfs")).toEqual([]);
  });

  it("refuses keys that could leave the prefix", async () => {
    const store = s3Storage(settings("driver"));
    await expect(store.put("../escape/x.png", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(store.get("images/../../x.png")).rejects.toThrow(/unsafe storage key/);
  });

  it("reports an unusable bucket through check()", async () => {
    const missing = s3Storage({ ...settings("x"), bucket: "no-such-bucket" });
    await expect(missing.check()).rejects.toThrow();
  });
});

describe("storage settings", () => {
  const issues = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (e) {
      return (e as Error).message;
    }
  };

  it("reads STORAGE_URL, and S3_* settings override its parts", () => {
    const c = loadConfig({ STORAGE_URL: "s3://media/site-a?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=true" });
    expect(c.storage).toEqual({
      driver: "s3",
      bucket: "media",
      prefix: "site-a",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      forcePathStyle: true,
      credentials: undefined,
    });
    const d = loadConfig({ STORAGE_URL: "s3://media/site-a", S3_REGION: "auto", S3_BUCKET: "other", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(d.storage).toMatchObject({
      bucket: "other",
      prefix: "site-a",
      region: "auto",
      forcePathStyle: false,
      credentials: { accessKeyId: "k", secretAccessKey: "s" },
    });
    expect(loadConfig({ S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" }).storage).toMatchObject({ prefix: "", forcePathStyle: true });
    expect(loadConfig({}).storage).toEqual({ driver: "local" });
    expect(loadConfig({ STORAGE_URL: "" }).storage).toEqual({ driver: "local" });
  });

  it("stops start-up naming the setting that is wrong", () => {
    expect(issues({ STORAGE_URL: "ftp://media" })).toMatch(/STORAGE_URL: must start with s3:\/\//);
    expect(issues({ STORAGE_URL: "s3://media?endpoint=minio:9000" })).toMatch(/STORAGE_URL: endpoint must be/);
    expect(issues({ STORAGE_URL: "s3://key:secret@media" })).toMatch(/STORAGE_URL: must not hold credentials/);
    expect(issues({ S3_BUCKET: "Media_Files" })).toMatch(/S3_BUCKET: bucket name/);
    expect(issues({ S3_BUCKET: "media", S3_ENDPOINT: "not a url" })).toMatch(/S3_ENDPOINT: /);
    expect(issues({ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "yes" })).toMatch(/S3_FORCE_PATH_STYLE: /);
    expect(issues({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "k" })).toMatch(/S3_SECRET_ACCESS_KEY: /);
    expect(issues({ S3_ENDPOINT: "http://minio:9000" })).toMatch(/S3_BUCKET: is required/);
  });
});

describe("uploads through the app on S3", () => {
  it("stores uploaded PDFs in the bucket and serves images with the same caching as before", async () => {
    const t = await buildTestApp(s3.env("app"));
    try {
      expect(t.app.storage.driver).toBe("s3");
      const token = await t.login();
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(pdf("menu"))], { type: "application/pdf" }), "weekly-menu.pdf");
      const body = await multipartBody(form);
      const up = await t.app.inject({ method: "POST", url: `${t.base}/api/admin/pdfs`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
      expect(up.statusCode, up.body).toBe(201);
      expect(await s3Storage(settings("app")).get("pdfs/weekly-menu.pdf")).toEqual(pdf("menu"));
      // Nothing landed on the instance's own disk.
      expect(fs.existsSync(path.join(t.dataDir, "files"))).toBe(false);

      await s3Storage(settings("app")).put("images/0123456789abcdef.png", Buffer.from("png bytes"));
      const img = await t.app.inject({ url: `${t.base}/uploads/images/0123456789abcdef.png` });
      expect(img.statusCode).toBe(200);
      expect(img.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(img.headers["content-type"]).toBe("image/png");
      expect(img.body).toBe("png bytes");
      expect((await t.app.inject({ url: `${t.base}/uploads/images/fedcba9876543210.png` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("moving local files to S3", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("copies every folder once, then only what changed", async () => {
    const local = localStorage(root);
    await local.put("images/aaa.png", Buffer.from("a"));
    await local.put("images/bbb-640w.webp", Buffer.from("bb"));
    await local.put("pdfs/guide.pdf", pdf("guide"));
    const target = s3Storage(settings("moved"));
    const folders = await localFolders(root);
    expect(folders).toEqual(["images", "pdfs"]);

    expect(await copyStorage(local, target, folders)).toEqual({ copied: 3, unchanged: 0, failed: [] });
    expect(await copyStorage(local, target, folders)).toEqual({ copied: 0, unchanged: 3, failed: [] });
    // Same size, other bytes: the MD5 from the listing tells them apart.
    await local.put("pdfs/guide.pdf", pdf("gUide"));
    await local.put("images/ccc.gif", Buffer.from("c"));
    expect(await copyStorage(local, target, folders)).toEqual({ copied: 2, unchanged: 2, failed: [] });
    expect(await target.get("pdfs/guide.pdf")).toEqual(pdf("gUide"));
  });

  // Two runs of the CLI, each a Node process with the TypeScript loader: a busy machine's limit.
  it("npm run storage:migrate reports its counts and is safe to run again", { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
    try {
      const local = localStorage(path.join(dataDir, "files"));
      await local.put("images/ddd.png", Buffer.from("d"));
      await local.put("pdfs/plan.pdf", pdf("plan"));
      const run = () =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "server/cli/storage-migrate.ts"], {
          env: { ...process.env, ...s3.env("cli"), DATA_DIR: dataDir, NODE_NO_WARNINGS: "1" },
        });
      const first = await run();
      expect(first.stdout).toMatch(/copied images\/ddd\.png/);
      expect(first.stdout).toMatch(/copied 2, already there 0, failed 0/);
      expect((await run()).stdout).toMatch(/copied 0, already there 2, failed 0/);
      expect(await s3Storage(settings("cli")).get("pdfs/plan.pdf")).toEqual(pdf("plan"));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
