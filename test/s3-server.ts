import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible server for the tests: s3rver, a stand-in written in JavaScript that
 * answers the S3 REST API from a local folder. It runs on 127.0.0.1 on a free port and
 * plays the part MinIO, AWS S3 or Cloudflare R2 take in production.
 */
export async function startS3(bucket = "site-test") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    /** The settings an instance needs to use this server (s3rver accepts the S3RVER key pair). */
    env: (prefix = "site"): Record<string, string> => ({
      STORAGE_URL: `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
