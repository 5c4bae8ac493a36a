/** Where uploads live: a folder under DATA_DIR (one machine) or an S3-compatible bucket (any number of instances). */
export type StorageSettings =
  | { driver: "local" }
  | {
      driver: "s3";
      bucket: string;
      /** Folder inside the bucket, without slashes at either end; "" for the bucket's root. */
      prefix: string;
      /** Unset: AWS S3 itself. MinIO, R2 and other compatible services need their address. */
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      /** Unset: the SDK's default chain (AWS_* variables, instance role, …). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

type Issue = { path: string; message: string };

// Bucket names as S3 accepts them (MinIO and R2 follow the same rule).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const bool = (v: string | undefined): boolean | undefined | "bad" => (v === undefined ? undefined : v === "true" ? true : v === "false" ? false : "bad");

const url = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

/**
 * Reads STORAGE_URL (s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true) and the
 * S3_* settings; an S3_* setting overrides the same part of STORAGE_URL. Returns the
 * problems with the name of the setting each comes from, so start-up can say which to fix.
 */
export function parseStorageSettings(env: {
  STORAGE_URL?: string;
  S3_BUCKET?: string;
  S3_PREFIX?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: string;
}): { settings?: StorageSettings; issues: Issue[] } {
  const issues: Issue[] = [];
  const fromUrl: { bucket?: string; prefix?: string; endpoint?: string; region?: string; forcePathStyle?: string } = {};
  const raw = env.STORAGE_URL;
  if (raw !== undefined && raw !== "local" && !raw.startsWith("file:")) {
    let u: URL | undefined;
    try {
      u = new URL(raw);
    } catch {
      issues.push({ path: "STORAGE_URL", message: "must be s3://bucket/prefix?endpoint=…&region=… or local" });
    }
    if (u && u.protocol !== "s3:") issues.push({ path: "STORAGE_URL", message: "must start with s3:// (or be local)" });
    else if (u) {
      if (u.username || u.password) issues.push({ path: "STORAGE_URL", message: "must not hold credentials; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY" });
      fromUrl.bucket = u.hostname;
      fromUrl.prefix = decodeURIComponent(u.pathname);
      for (const [k, v] of u.searchParams) {
        if (k === "endpoint") fromUrl.endpoint = v;
        else if (k === "region") fromUrl.region = v;
        else if (k === "forcePathStyle") fromUrl.forcePathStyle = v;
        else issues.push({ path: "STORAGE_URL", message: `unknown parameter ${k} (endpoint, region, forcePathStyle)` });
      }
    }
  }

  const bucket = env.S3_BUCKET ?? fromUrl.bucket;
  const anyS3 = [env.S3_BUCKET, env.S3_PREFIX, env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_FORCE_PATH_STYLE].some(
    (v) => v !== undefined,
  );
  if (bucket === undefined) {
    if (anyS3 && issues.length === 0)
      issues.push({ path: "S3_BUCKET", message: "is required when other S3_* settings are given (or set STORAGE_URL=s3://bucket/…)" });
    return { settings: issues.length ? undefined : { driver: "local" }, issues };
  }
  const bucketFrom = env.S3_BUCKET !== undefined ? "S3_BUCKET" : "STORAGE_URL";
  if (!BUCKET.test(bucket)) issues.push({ path: bucketFrom, message: "bucket name must be 3-63 lowercase letters, digits, dots or hyphens" });

  const prefix = (env.S3_PREFIX ?? fromUrl.prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix.split("/").some((p) => p === "." || p === ".."))
    issues.push({ path: env.S3_PREFIX !== undefined ? "S3_PREFIX" : "STORAGE_URL", message: "prefix must not contain . or .. parts" });

  const endpoint = env.S3_ENDPOINT ?? fromUrl.endpoint;
  if (endpoint !== undefined && !url(endpoint))
    issues.push({ path: env.S3_ENDPOINT !== undefined ? "S3_ENDPOINT" : "STORAGE_URL", message: "endpoint must be an http:// or https:// address" });

  const region = env.S3_REGION ?? fromUrl.region ?? "us-east-1";
  if (!/^[a-z0-9-]{2,32}$/.test(region))
    issues.push({ path: env.S3_REGION !== undefined ? "S3_REGION" : "STORAGE_URL", message: "region must look like eu-west-1 (or auto)" });

  const forceRaw = env.S3_FORCE_PATH_STYLE ?? fromUrl.forcePathStyle;
  const force = bool(forceRaw);
  if (force === "bad")
    issues.push({ path: env.S3_FORCE_PATH_STYLE !== undefined ? "S3_FORCE_PATH_STYLE" : "STORAGE_URL", message: "forcePathStyle must be true or false" });

  const { S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if ((keyId === undefined) !== (secret === undefined)) {
    issues.push({ path: keyId === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY", message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" });
  }
  if (issues.length) return { issues };
  return {
    issues,
    settings: {
      driver: "s3",
      bucket,
      prefix,
      endpoint,
      region,
      // Self-hosted services (MinIO, s3rver) are reached by address, not by bucket subdomain.
      forcePathStyle: force === true || (force === undefined && endpoint !== undefined),
      credentials: keyId !== undefined && secret !== undefined ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    },
  };
}
