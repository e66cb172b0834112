import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { BRAND_VARIANTS, LIVE_EVENT_IMAGE_MAX_BYTES } from '@newsroom/contract';
import { z } from 'zod';
import { parseSecretKey } from './lib/secrets';

const ZBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The FTP ingest folder whose video files staff import; `<DATA_DIR>/ftp` when unset. */
  FTP_DIR: z.string().optional(),
  /** The folder Teletrax CSV reports are dropped into; `<DATA_DIR>/teletrax` when unset. */
  TELETRAX_DIR: z.string().optional(),
  /** How often the server imports the reports waiting there; 0 leaves it to the screen's button. */
  TELETRAX_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  DATABASE_URL: z.string().url().optional(),
  /** Connections this process keeps to DATABASE_URL's server; default twice this machine's cores plus one. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** Demo data and admins on an empty database: default on, except in production (asked for explicitly there). */
  SEED_DEMO: ZBoolean.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /** How long one process may reuse a session lookup; 0 looks every request up. See docs/decisions.md. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Comma-separated origins allowed to make state-changing calls besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Only behind a known proxy: trust X-Forwarded-For (true, a hop count, or addresses). */
  TRUST_PROXY: z.string().optional(),
  BRAND: z.enum(BRAND_VARIANTS).default('newsroom'),
  ENVIRONMENT_LABEL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Newsroom back office <no-reply@newsroom.test>'),
  /**
   * The address staff use, e.g. https://cms.example.com: every link in mail is built from it
   * (never from the request's Host) and it is an allowed Origin. Required in production;
   * elsewhere the listening address.
   */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  /** The public news site smart links send visitors to (event and replay pages). */
  PUBLIC_SITE_URL: z.string().url().default('https://www.newsroom.test'),
  /** Where smart links are shared from (`{base}/l/{code}`); default PUBLIC_URL, else the request's host. */
  SMART_LINK_BASE_URL: z.string().url().optional(),
  /** Clicks counted per client address per RATE_LIMIT_WINDOW_SECONDS; later ones still redirect. */
  SMART_LINK_CLICKS_PER_IP: z.coerce.number().int().positive().default(60),
  /** Largest media upload (event images) in bytes. */
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(LIVE_EVENT_IMAGE_MAX_BYTES),
  /** Media go to this S3-compatible bucket when set, otherwise to `<DATA_DIR>/media`. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Default `https://s3.<S3_REGION>.amazonaws.com`; e.g. http://minio:9000. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_SESSION_TOKEN: z.string().optional(),
  /** `false` addresses the bucket as `<bucket>.<endpoint host>` instead of `<endpoint>/<bucket>`. */
  S3_PATH_STYLE: ZBoolean.default(true),
  /** Where browsers load media from (CDN or public bucket URL); default the bucket's URL. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** A default Wowza Streaming Engine (REST address, e.g. http://wowza:8087) used while no saved server is enabled. */
  WOWZA_REST_URL: z.string().url().optional(),
  WOWZA_APPLICATION: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('live'),
  WOWZA_AUTH: z.enum(['digest', 'basic', 'none']).default('digest'),
  WOWZA_USERNAME: z.string().optional(),
  WOWZA_PASSWORD: z.string().optional(),
  /** Longest wait for one Wowza REST call before the target is marked errored. */
  WOWZA_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /**
   * The AES-256-GCM key secrets in the database are sealed with (64 hex digits or 32 bytes in
   * base64). Required in production; elsewhere one is generated once into <DATA_DIR>/secret.key.
   */
  SECRET_KEY: z
    .string()
    .refine((value) => parseSecretKey(value) !== null, '64 hex digits or 32 bytes in base64')
    .optional(),
  /** Newsletter mails each process sends per second at most (0: as fast as the mail server takes them). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0).max(100_000).default(100),
  /**
   * How long a claimed outbox job stays another process's after its last sign of life (the
   * running process renews it every third of this): how soon a crashed process's jobs resume.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
});

/** Where this process answers, as a browser on this machine reaches it. */
function listeningAddress(host: string, port: number) {
  const local = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export type TConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && !values.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL is required in production: the address staff open the back office at (e.g. https://cms.example.com); links in mail are built from it',
    );
  }
  if (production && !values.SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n  SECRET_KEY is required in production: 64 hex digits (e.g. `openssl rand -hex 32`) that seal the secrets kept in the database',
    );
  }
  // npm runs workspace scripts in the workspace folder; INIT_CWD is where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(cwd, values.DATA_DIR);
  return {
    ...values,
    production,
    dataDir,
    seedDemo: values.SEED_DEMO ?? !production,
    /** The origin links in mail start with, without a trailing slash. */
    publicUrl: (values.PUBLIC_URL ?? listeningAddress(values.HOST, values.PORT)).replace(
      /\/+$/,
      '',
    ),
    teletraxDir: values.TELETRAX_DIR
      ? resolve(cwd, values.TELETRAX_DIR)
      : join(dataDir, 'teletrax'),
    ftpDir: values.FTP_DIR ? resolve(cwd, values.FTP_DIR) : join(dataDir, 'ftp'),
    environmentLabel: values.ENVIRONMENT_LABEL ?? (production ? 'production' : values.NODE_ENV),
    allowedOrigins: values.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: values.SESSION_ABSOLUTE_HOURS * 3_600_000,
    sessionCacheMs: values.SESSION_CACHE_MS,
    // More connections than the database has cores to run them makes every statement wait on the
    // others (measured on two cores: p95 13 ms with 4, 18 ms with 10, under 20 concurrent searches).
    databasePoolSize: values.DATABASE_POOL_SIZE ?? availableParallelism() * 2 + 1,
  };
}
