import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DOCUMENTATION_LIMITS, UPLOAD_LIMITS } from '@portal/contracts';
import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PIPELINES: z.coerce.number().int().min(0).max(64).default(4),
  APP_KEY: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal Partnera <no-reply@portal.local>'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(8),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  TRUST_PROXY: z.string().optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(UPLOAD_LIMITS.maxBytes),
  UPLOAD_TOTAL_MAX_BYTES: z.coerce.number().int().min(1024).default(UPLOAD_LIMITS.totalBytes),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(UPLOAD_LIMITS.minBytesPerSecond),
  /** Stored uploads of one partner company, in MiB; 0 = no quota. Staff uploads are not counted. */
  UPLOAD_QUOTA_MB_PER_COMPANY: z.coerce.number().int().min(0).default(2048),
  /** Uploads one user may start per hour; 0 = no limit. */
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(0).default(120),
  /** E-mails of reset, invitation and registration to one address per window. */
  MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** The same e-mails caused from one client IP per window. */
  MAIL_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  MAIL_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Documents one ZIP download may hold (spec §5 "at most {length} at once"). */
  DOCUMENTATION_ZIP_MAX: z.coerce.number().int().min(1).max(1000).default(DOCUMENTATION_LIMITS.zipMax),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: bool.default(true),
  API_DOCS: bool.optional(),
  /** The ERP (Navision) connector's address; once set, partners must be linked to an ERP customer. */
  ERP_URL: z.union([z.literal(''), z.string().url()]).optional(),
  /** Business Central company id (GUID) the API calls address. */
  ERP_COMPANY_ID: z.string().optional(),
  ERP_AUTH: z.enum(['oauth', 'basic']).default('oauth'),
  ERP_TOKEN_URL: z.union([z.literal(''), z.string().url()]).optional(),
  ERP_CLIENT_ID: z.string().optional(),
  ERP_CLIENT_SECRET: z.string().optional(),
  ERP_SCOPE: z.string().default('https://api.businesscentral.dynamics.com/.default'),
  ERP_USERNAME: z.string().optional(),
  ERP_PASSWORD: z.string().optional(),
  /** PEM file of the CA (or self-signed certificate) the ERP's HTTPS certificate is checked against. */
  ERP_CA_FILE: z.string().optional(),
  /** Publisher/group/version of the custom API page that receives service orders. */
  ERP_SERVICE_ORDERS_API: z.string().default('portal/service/v1.0'),
  ERP_PULL_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  ERP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  ERP_PAGE_SIZE: z.coerce.number().int().min(1).max(20_000).default(500),
});

/** How the connector reaches Business Central; null when ERP_URL is not set. */
export type ErpConfig = {
  url: string;
  companyId: string;
  auth:
    | { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string; scope: string }
    | { kind: 'basic'; username: string; password: string };
  caFile?: string;
  serviceOrdersApi: string;
  pullIntervalMinutes: number;
  timeoutMs: number;
  pageSize: number;
};

function erpConfigFrom(e: z.infer<typeof envSchema>): ErpConfig | null {
  if (!e.ERP_URL) return null;
  const missing = (name: string) =>
    new Error(`Invalid configuration:\n  ${name}: required when ERP_URL is set`);
  if (!e.ERP_COMPANY_ID) throw missing('ERP_COMPANY_ID');
  let auth: ErpConfig['auth'];
  if (e.ERP_AUTH === 'basic') {
    if (!e.ERP_USERNAME) throw missing('ERP_USERNAME');
    auth = { kind: 'basic', username: e.ERP_USERNAME, password: e.ERP_PASSWORD ?? '' };
  } else {
    if (!e.ERP_TOKEN_URL) throw missing('ERP_TOKEN_URL');
    if (!e.ERP_CLIENT_ID) throw missing('ERP_CLIENT_ID');
    auth = {
      kind: 'oauth',
      tokenUrl: e.ERP_TOKEN_URL,
      clientId: e.ERP_CLIENT_ID,
      clientSecret: e.ERP_CLIENT_SECRET ?? '',
      scope: e.ERP_SCOPE,
    };
  }
  return {
    url: e.ERP_URL.replace(/\/$/, ''),
    companyId: e.ERP_COMPANY_ID,
    auth,
    caFile: e.ERP_CA_FILE || undefined,
    serviceOrdersApi: e.ERP_SERVICE_ORDERS_API.replace(/^\/|\/$/g, ''),
    pullIntervalMinutes: e.ERP_PULL_INTERVAL_MINUTES,
    timeoutMs: e.ERP_TIMEOUT_MS,
    pageSize: e.ERP_PAGE_SIZE,
  };
}

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Pipelined connections the compiled selects share (db/pipelined.ts); 0 sends them through the pool. */
  databasePipelines: number;
  appKey: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionTtlHours: number;
  captchaCost: number;
  trustProxy?: string;
  jobsPollMs: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  uploadMinBytesPerSecond: number;
  /** Total of one multipart upload of several files (media manager). */
  uploadTotalMaxBytes: number;
  /** The span over which an upload's transfer rate is averaged (tests shorten it). */
  uploadRateWindowMs: number;
  /** Stored bytes one partner company may hold in uploads; 0 = no quota. */
  uploadQuotaBytesPerCompany: number;
  /** Uploads per user within `uploadCountWindowMs`; 0 = no limit. */
  uploadRatePerUser: number;
  /** One hour; tests may shorten it. */
  uploadCountWindowMs: number;
  /** Limits of the e-mails a stranger can cause (reset, invitation, registration). */
  mailLimits: { perAddress: number; perIp: number; windowMs: number };
  /** Documents one ZIP download may hold. */
  documentationZipMax: number;
  /** Image transforms running at once. */
  imageConcurrency: number;
  /** Image transforms waiting for a free slot; more answer 503 + Retry-After. */
  imageQueue: number;
  imageTimeoutSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  serveWeb: boolean;
  /** The API docs open to everyone; without it only staff tokens get the JSON (core/http/openapi.ts). */
  apiDocs: boolean;
  storageDir: string;
  mailDir: string;
  /** Derived files that can be rebuilt at any time (resized images). */
  cacheDir: string;
  erpUrl?: string;
  /** The ERP connection (Business Central API v2.0); null = not configured. */
  erp: ErpConfig | null;
};

/** APP_KEY from the environment, or generated once into DATA_DIR so signatures survive restarts. */
function appKeyFor(dataDir: string, given?: string): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePipelines: e.DATABASE_PIPELINES,
    appKey: appKeyFor(dataDir, e.APP_KEY),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    captchaCost: e.CAPTCHA_COST,
    trustProxy: e.TRUST_PROXY || undefined,
    jobsPollMs: e.JOBS_POLL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
    uploadTotalMaxBytes: e.UPLOAD_TOTAL_MAX_BYTES,
    uploadRateWindowMs: 10_000,
    uploadQuotaBytesPerCompany: e.UPLOAD_QUOTA_MB_PER_COMPANY * 1024 * 1024,
    uploadRatePerUser: e.UPLOAD_RATE_PER_HOUR,
    uploadCountWindowMs: 3600_000,
    mailLimits: {
      perAddress: e.MAIL_LIMIT_PER_ADDRESS,
      perIp: e.MAIL_LIMIT_PER_IP,
      windowMs: e.MAIL_LIMIT_WINDOW_MINUTES * 60_000,
    },
    documentationZipMax: e.DOCUMENTATION_ZIP_MAX,
    imageConcurrency: e.IMAGE_CONCURRENCY ?? Math.max(2, availableParallelism()),
    imageQueue: e.IMAGE_QUEUE,
    imageTimeoutSeconds: e.IMAGE_TIMEOUT_SECONDS,
    cacheDir: join(dataDir, 'cache'),
    logLevel: e.LOG_LEVEL,
    serveWeb: e.SERVE_WEB,
    apiDocs: e.API_DOCS ?? false,
    storageDir: join(dataDir, 'storage'),
    mailDir: join(dataDir, 'mail'),
    erpUrl: e.ERP_URL || undefined,
    erp: erpConfigFrom(e),
    ...overrides,
  };
}
