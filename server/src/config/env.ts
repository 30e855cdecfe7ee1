/** The only reader of process.env: every variable parsed once, documented, with typed defaults. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseNetwork, type Network } from '../lib/safe-fetch/index.js';
import { parseTrustProxy, type TrustProxy } from '../lib/trust-proxy.js';

const envSchema = z.object({
  /** TCP port of the HTTP server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  /** Interface to listen on; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the SQLite database, local storage and generated secrets live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://... to use PostgreSQL instead of the embedded SQLite database. */
  DATABASE_URL: z.string().optional(),
  /** Username of the first admin, used only when no admin exists yet. */
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin'),
  /** Password of the first admin; when unset a random one is generated and printed once. */
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Secret for token hashing and signatures; generated into DATA_DIR/secret.key when unset. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /** Comma-separated origins allowed to call the API from other sites (CORS). Empty: none. */
  CORS_ORIGINS: z.string().default(''),
  /**
   * Comma-separated private networks or addresses URL uploads may fetch from (`192.168.1.0/24`,
   * `10.0.0.5`); empty: public addresses only. Each one opened is reachable by every uploader.
   */
  URL_UPLOAD_ALLOWED_NETWORKS: z
    .string()
    .default('')
    .transform((value, ctx) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => {
          const network = parseNetwork(item);
          if (!network)
            ctx.addIssue({ code: 'custom', message: `${item} is not an IP network or address` });
          return network;
        })
        .filter((network): network is Network => network !== null),
    ),
  /**
   * Which reverse proxies X-Forwarded-For/-Host/-Proto are believed from: `false` (none: the
   * socket's peer is the client), `true` (one proxy), a number of proxies in a row, or a
   * comma-separated list of the proxies' addresses or networks.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const trust = parseTrustProxy(value);
      if ('error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error });
        return { kind: 'none' };
      }
      return trust;
    }),
  /** Strict-Transport-Security max-age in seconds, sent on answers to HTTPS requests; 0: none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  /** Admin session lifetime in hours. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  /** Largest JSON/form body the API accepts outside file uploads, in bytes. */
  MAX_JSON_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 1024 * 1024),
  /** Largest text share in bytes (UTF-8). */
  MAX_PASTE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app; defaults to web/dist next to the server. */
  WEB_DIST_DIR: z.string().optional(),
  NODE_ENV: z.string().default('production'),
  /**
   * After SIGTERM, how long requests already running (uploads) may take to finish before the
   * process exits anyway; new requests get 503 meanwhile (docs/DEPLOY.md, "Faults").
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How long an upload may stay pending before the sweeper removes what is left of it (a pending
   * share, an S3 multipart upload an instance started and never finished); docs/DEPLOY.md.
   */
  UPLOAD_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 3600_000),
  /** How often the clean-up sweeps (expired shares, abandoned uploads) run, once per cluster. */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  appSecret: string | undefined;
  corsOrigins: string[];
  urlUploadAllowedNetworks: Network[];
  trustProxy: TrustProxy;
  hstsMaxAgeSeconds: number;
  sessionTtlMs: number;
  maxJsonBodyBytes: number;
  maxPasteBytes: number;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  environment: string;
  shutdownGraceMs: number;
  uploadWindowMs: number;
  sweepIntervalMs: number;
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    appSecret: env.APP_SECRET,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    urlUploadAllowedNetworks: env.URL_UPLOAD_ALLOWED_NETWORKS,
    trustProxy: env.TRUST_PROXY,
    hstsMaxAgeSeconds: env.HSTS_MAX_AGE,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3600_000,
    maxJsonBodyBytes: env.MAX_JSON_BODY_BYTES,
    maxPasteBytes: env.MAX_PASTE_BYTES,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    environment: env.NODE_ENV,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    uploadWindowMs: env.UPLOAD_WINDOW_MS,
    sweepIntervalMs: env.SWEEP_INTERVAL_MS,
  };
}
