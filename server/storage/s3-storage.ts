import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf } from "../../core/images.js";
import type { StorageSettings } from "./storage-config.js";
import { assertSafeKey, type Storage, type StoredFile } from "./storage.js";

type S3Settings = Extract<StorageSettings, { driver: "s3" }>;

const isMissing = (e: unknown) => e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata.httpStatusCode === 404);

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // A stuck storage must not hold requests (or the readiness probe) for minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), under an optional
 * prefix, with the same keys as the local driver. Every instance sees the same files, so
 * an image uploaded through one is served by any other.
 */
export function s3Storage(s: S3Settings, client: S3Client = s3Client(s)): Storage {
  const root = s.prefix ? `${s.prefix}/` : "";
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${root}${key}`;
  };
  return {
    driver: "s3",
    async put(key, data) {
      // An object appears whole or not at all, so no temporary name is needed.
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key) }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds on S3, like rm --force.
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const folder = `${root}${prefix}/`;
      const out: StoredFile[] = [];
      let token: string | undefined;
      do {
        // The delimiter keeps the answer to the folder's own files, as a directory listing would.
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: folder, Delimiter: "/", ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          if (!o.Key || o.Key === folder) continue;
          const etag = o.ETag?.replaceAll('"', "");
          out.push({
            key: o.Key.slice(root.length),
            size: o.Size ?? 0,
            modified: (o.LastModified ?? new Date(0)).toISOString(),
            // A single-part upload's ETag is the MD5 of its bytes; multipart ones carry a "-n" suffix.
            ...(etag && /^[0-9a-f]{32}$/.test(etag) ? { md5: etag } : {}),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}
