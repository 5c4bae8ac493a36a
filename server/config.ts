import { z } from "zod";
import net from "node:net";
import path from "node:path";
import { parseStorageSettings, type StorageSettings } from "./storage/storage-config.js";
import { parseDataKey } from "./clients/health-crypto.js";

// Settings are read once at start. A bad value stops start-up with a message naming it,
// rather than failing later on the first request that needs it.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const megabytes = (fallback: number) => z.coerce.number().min(0).max(4096).default(fallback);
const seconds = (fallback: number) => z.coerce.number().positive("must be more than 0").max(3600).default(fallback);

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v) || v.startsWith("sqlite:"),
      "must start with postgres:// or sqlite:",
    ),
    API_BASE_PATH: z
      .string()
      .default("/api")
      .refine((v) => v === "" || /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/.test(v), "must start with / and not end with /"),
    // What leaves the site (mails, calendar files and feeds, share links, answers to other
    // origins) carries this address; the site's own pages work at any. Unset: this machine at PORT.
    PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
    DATA_DIR: z.string().default("./data"),
    ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, "must be at least 10 characters").optional()),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://"),
    // The address every mail is sent from, in every language; its name is the practice's, from
    // the practice's identity in the reader's language (a name given here only when it has none).
    MAIL_FROM: z.string().default("hello@localhost"),
    /** How every mail is signed; unset: the practice's name in the mail's language. */
    MAIL_SIGNATURE: z.string().trim().max(200).optional(),
    NUTRITIONIST_EMAIL: z.string().email().default("hello@localhost.localdomain"),
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().url())),
    // Slow clients: a whole request (headers and body) must arrive within REQUEST_TIMEOUT (long
    // enough for a 10 MB upload from a phone), a socket silent for CONNECTION_TIMEOUT is
    // closed, and a kept-alive one after KEEP_ALIVE_TIMEOUT between requests (longer than the
    // 60 s idle time of common proxies and load balancers, so they never reuse a closed one).
    REQUEST_TIMEOUT_SECONDS: seconds(60),
    CONNECTION_TIMEOUT_SECONDS: seconds(30),
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
    // Hosts (names or addresses, comma-separated) her calendars may be fetched from although
    // they are on a private network, such as a Nextcloud at home. Only these are exempt from
    // the public-addresses-only rule; every other check of the fetcher stays.
    FETCH_ALLOW_PRIVATE_HOSTS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (h) =>
                net.isIP(h.replace(/^\[|\]$/g, "")) !== 0 ||
                /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/.test(h),
              "each entry must be a host name or an address, without scheme or port",
            ),
        ),
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** Keep public lists in memory until content changes (off: every request reads the database). */
    LIST_CACHE: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    // The most memory each cache may hold, least recently used dropped first: rendered pages,
    // public list answers (API), and the image library's (libvips) cache of decoded images.
    PAGE_CACHE_MB: megabytes(16),
    LIST_CACHE_MB: megabytes(8),
    IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
    // false serves the API alone (its own process and port); the web app then runs elsewhere.
    SERVE_WEB: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    // Per-IP limits on the public write endpoints and login (server/security/rate-limits.ts).
    RATE_LIMITS: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    // With Redis the limits (and the login back-off) are shared by every instance, and content
    // changes (cache invalidation) reach all of them.
    REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), "must start with redis:// or rediss://"),
    REDIS_KEY_PREFIX: z.string().default("nutrition-site:"),
    // Which proxies may set X-Forwarded-For: the visitor's address decides the rate limits, so
    // trusting any sender would let a client pick its own. "loopback" fits a proxy on this host.
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((v): boolean | string => (v === "true" ? true : v === "false" ? false : v)),
    // Uploads: unset keeps them under DATA_DIR; s3://… or S3_BUCKET puts them in a bucket
    // that every instance shares (server/storage/storage-config.ts reads these together).
    STORAGE_URL: optionalString,
    S3_BUCKET: optionalString,
    S3_PREFIX: optionalString,
    S3_ENDPOINT: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: optionalString,
    // How long a worker holds a claimed mail; after that another instance may send it.
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
    // Newsletter copies leave at most this many a minute (SMTP providers limit the rate).
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(100),
    // Stripe's signing secret for POST {API_BASE_PATH}/webhooks/stripe; unset, the endpoint is off (404).
    STRIPE_WEBHOOK_SECRET: optionalString,
    // With a secret key, each booking of a paid plan is paid through its own Stripe Checkout
    // Session (server/payments/checkout.ts); unset, a plan's Payment Link or her instructions.
    STRIPE_SECRET_KEY: optionalString,
    // Where the Stripe API is reached: Stripe's own, or a fake (tests) or stripe-mock (staging).
    STRIPE_API_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s) address")
      .default("https://api.stripe.com"),
    // Where meeting rooms are made when she has not set a personal link (a self-hosted Jitsi works too).
    MEETING_BASE_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s) address")
      .default("https://meet.jit.si"),
    // Slot hoarding (docs/decisions/017): how many future bookings nobody has paid for one
    // email address, and separately one phone number, may hold at once.
    BOOKING_UNPAID_LIMIT: z.coerce.number().int().min(1).max(100).default(2),
    // Prometheus text at /metrics; with a token the scraper must send it as a bearer.
    METRICS_ENABLED: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    // Contact messages older than this are deleted, and bookings older than this lose the
    // client's name, email, phone and message (date, plan and status stay for the accounts).
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
    // Health data (questionnaires, session notes) is encrypted with this key: 32 bytes as base64
    // or 64 hex digits. Unset: a key file made once in DATA_DIR (server/clients/health-crypto.ts).
    DATA_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || parseDataKey(v) !== undefined, "must be 32 bytes, as base64 or 64 hexadecimal digits"),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  })
  .transform((v, ctx) => {
    const { settings, issues } = parseStorageSettings(v);
    for (const i of issues) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
    return { ...v, PUBLIC_URL: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`, storage: settings ?? { driver: "local" as const } };
  });

export type Config = z.infer<typeof configSchema> & { dataDir: string };
export type { StorageSettings };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
