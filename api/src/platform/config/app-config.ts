import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@bookshop/contracts/accounts';
import { isEmailAddress } from '@bookshop/contracts/email-address';
import { DEFAULT_PDF_THREADS } from '../pdf/pdf-renderer.js';
import { StartupError } from '../startup-error.js';

/** Everything the process reads from its environment, validated once at start. */
export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  mailDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  runWorkers: boolean;
  /** Worker threads that draw PDFs (the confirmation's documents, receipts), so drawing never holds up requests. */
  pdfThreads: number;
  mollieApiKey: string | undefined;
  /**
   * The built-in local payment provider (a page where anyone marks their own order paid): only
   * without MOLLIE_API_KEY, and only on a loopback PUBLIC_URL or with LOCAL_PAYMENTS=true.
   */
  localPayments: boolean;
  mollieApiEndpoint: string | undefined;
  paymentWebhookUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { username: string; password: string | undefined; email: string };
  jwtSecret: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Throttling can be relaxed for benchmarks and tests; production keeps the defaults. */
  loginAttemptsPerMinute: number;
  /** Orders, reviews, contact messages and resends a client address may send per minute, each. */
  publicWritesPerMinute: number;
  /** Express's `trust proxy` value: false (X-Forwarded-For ignored), a hop count, or addresses and ranges. */
  trustProxy: false | number | string[];
  /** How long an unpaid order holds its copies before it expires (fractions allowed, for tests). */
  orderHoldMinutes: number;
  /** Checkouts this process works on at once; the others wait their turn, at most `waiting` of them, each for at most `waitSeconds`. */
  checkouts: { atOnce: number; waiting: number; waitSeconds: number };
  /** Delivered outbox events and their handled_events rows are removed after this many days. */
  outboxRetentionDays: number;
  /**
   * With BullMQ: seconds after handing an event to the queue before the relay checks that its
   * handlers ran, and hands it on again if not (then twice as long each time, up to an hour).
   */
  outboxRecheckSeconds: number;
  /** The bearer token GET /api/metrics asks for; without it that route answers 404. */
  metricsToken: string | undefined;
  /** With the embedded database: the hour (machine's clock) of the nightly backup into DATA_DIR/backups, and how many are kept. */
  nightlyBackup: { hour: number; keepDaily: number; keepWeekly: number };
  /**
   * On SIGTERM, how long the process keeps answering while its readiness says it is stopping, so
   * a balancer that checks readiness sends it no new requests before its port closes.
   */
  shutdownDrainSeconds: number;
  /** Uploads in an S3 bucket (S3_BUCKET) rather than under uploadsDir, so processes on several machines share them. */
  s3: S3Config | undefined;
  /**
   * A file holding how many milliseconds the shop's clock runs ahead of the machine's
   * (`ShopClock`), so a test shop can move the deadlines' "now" while it runs. Refused when
   * NODE_ENV=production: a real shop keeps real time.
   */
  shopClockOffsetFile: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-speaking service (MinIO, R2, …); addressed by path (`endpoint/bucket/key`) rather than by host. */
  endpoint: string | undefined;
  /** Without keys the AWS SDK's own chain is used (AWS_ACCESS_KEY_ID, an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends StartupError {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment (the README lists the variables). Every bad variable is reported at
 * once, with its name and the reason, so a deploy fails with one clear message instead of later.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';

  const port = parseInteger(env, 'PORT', 3000, 0, 65535, problems);
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  checkUrl('PUBLIC_URL', publicUrl, ['http:', 'https:'], problems);

  const dataDir = path.resolve(env.DATA_DIR || './data');

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) checkUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'], problems);
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl) checkUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:'], problems);

  const mollieApiKey = env.MOLLIE_API_KEY || undefined;
  if (mollieApiKey && !/^(test|live)_\w{20,}$/.test(mollieApiKey)) {
    problems.push('MOLLIE_API_KEY must look like test_... or live_... (at least 20 characters after the prefix)');
  }
  const localPaymentsWanted = parseBoolean(env, 'LOCAL_PAYMENTS', false, problems);
  const localPayments = !mollieApiKey && (localPaymentsWanted || isLoopbackUrl(publicUrl));
  if (!mollieApiKey && !localPayments && !production) {
    problems.push(
      `MOLLIE_API_KEY is required: PUBLIC_URL (${publicUrl}) is not a loopback address, so the built-in test payment page is refused (set LOCAL_PAYMENTS=true only for a test shop)`,
    );
  }
  const mollieApiEndpoint = env.MOLLIE_API_ENDPOINT || undefined;
  if (mollieApiEndpoint) checkUrl('MOLLIE_API_ENDPOINT', mollieApiEndpoint, ['https:'], problems);
  const paymentWebhookUrl = env.PAYMENT_WEBHOOK_URL || defaultWebhookUrl(publicUrl);
  if (env.PAYMENT_WEBHOOK_URL) checkUrl('PAYMENT_WEBHOOK_URL', env.PAYMENT_WEBHOOK_URL, ['http:', 'https:'], problems);

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) checkUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'], problems);

  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }
  const adminEmail = env.ADMIN_EMAIL || 'admin@example.com';
  if (!isEmailAddress(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address');

  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && !/^[\x21-\x7e]{32,200}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 32 to 200 printable characters without spaces (e.g. openssl rand -hex 32)');
  }
  const s3 = parseS3(env, problems);
  const shopClockOffsetFile = env.SHOP_CLOCK_OFFSET_FILE ? path.resolve(env.SHOP_CLOCK_OFFSET_FILE) : undefined;
  if (production && shopClockOffsetFile)
    problems.push('SHOP_CLOCK_OFFSET_FILE is for test shops only and is refused when NODE_ENV=production');
  if (production) {
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'MOLLIE_API_KEY']) {
      if (!env[name]) problems.push(`${name} is required when NODE_ENV=production`);
    }
  }

  const config: AppConfig = {
    nodeEnv,
    production,
    port,
    publicUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl,
    redisUrl,
    runWorkers: parseBoolean(env, 'RUN_WORKERS', true, problems),
    pdfThreads: parseInteger(env, 'PDF_THREADS', DEFAULT_PDF_THREADS, 1, 16, problems),
    mollieApiKey,
    localPayments,
    mollieApiEndpoint,
    paymentWebhookUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Bookshop <no-reply@localhost>',
    admin: { username: env.ADMIN_USERNAME || 'admin', password: adminPassword, email: adminEmail },
    jwtSecret: env.JWT_SECRET ?? '',
    seedDemoData: parseBoolean(env, 'SEED_DEMO_DATA', true, problems),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    loginAttemptsPerMinute: parseInteger(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 10, 1, 100000, problems),
    publicWritesPerMinute: parseInteger(env, 'PUBLIC_WRITES_PER_MINUTE', 10, 1, 1000000, problems),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    orderHoldMinutes: parseNumber(env, 'ORDER_HOLD_MINUTES', 30, 0.01, 7 * 24 * 60, problems),
    checkouts: {
      atOnce: parseInteger(env, 'CHECKOUTS_AT_ONCE', 1, 1, 64, problems),
      waiting: parseInteger(env, 'CHECKOUTS_WAITING', 100, 0, 10_000, problems),
      waitSeconds: parseNumber(env, 'CHECKOUT_WAIT_SECONDS', 10, 0.1, 120, problems),
    },
    outboxRetentionDays: parseInteger(env, 'OUTBOX_RETENTION_DAYS', 30, 1, 3650, problems),
    outboxRecheckSeconds: parseInteger(env, 'OUTBOX_RECHECK_SECONDS', 60, 1, 3600, problems),
    metricsToken,
    nightlyBackup: {
      hour: parseInteger(env, 'BACKUP_HOUR', 3, 0, 23, problems),
      keepDaily: parseInteger(env, 'BACKUP_KEEP_DAILY', 7, 0, 366, problems),
      keepWeekly: parseInteger(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520, problems),
    },
    shutdownDrainSeconds: parseNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 60, problems),
    s3,
    shopClockOffsetFile,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  if (!config.jwtSecret) config.jwtSecret = generatedSecret(dataDir, 'jwt-secret');
  return config;
}

/** S3_BUCKET switches uploads to object storage; the other S3_ variables say where and as whom. */
function parseS3(env: Env, problems: string[]): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint) checkUrl('S3_ENDPOINT', endpoint, ['http:', 'https:'], problems);
  const region = env.S3_REGION || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (!bucket) {
    if (endpoint || accessKeyId) problems.push('S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
    return undefined;
  }
  // The rule S3 itself applies to bucket names, so a typo fails here rather than at the first upload.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET must be 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`);
  }
  return {
    bucket,
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function parseNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/**
 * TRUST_PROXY in Express's syntax: unset or "false" trusts no proxy (X-Forwarded-For is ignored),
 * a number trusts that many hops, otherwise a comma-separated list of addresses, CIDR ranges or
 * the names loopback, linklocal and uniquelocal. "true" (trust any sender) is refused: anyone
 * could then choose their own address.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    problems.push(
      `TRUST_PROXY must be a hop count or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (${(error as Error).message})`,
    );
    return false;
  }
  return list;
}

function parseBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}

function checkUrl(name: string, value: string, protocols: string[], problems: string[]): void {
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//")`);
    }
  } catch {
    problems.push(`${name} is not a valid URL`);
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

/** Mollie cannot call a loopback address, so no webhook is registered for a local PUBLIC_URL. */
function defaultWebhookUrl(publicUrl: string): string | undefined {
  return isLoopbackUrl(publicUrl) ? undefined : `${publicUrl}/api/payments/webhook`;
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
