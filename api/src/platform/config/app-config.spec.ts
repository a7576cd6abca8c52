import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with defaults: port 3000, embedded database, inline jobs, local payments, a generated JWT secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      mollieApiKey: undefined,
      seedDemoData: true,
      runWorkers: true,
    });
    expect(config.paymentWebhookUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('derives the webhook URL from a public PUBLIC_URL', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.nl/', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' })
        .paymentWebhookUrl,
    ).toBe('https://shop.example.nl/api/payments/webhook');
  });

  it('names every bad variable and why, all at once', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MOLLIE_API_ENDPOINT: 'http://mollie.test',
        RUN_WORKERS: 'maybe',
        ADMIN_PASSWORD: '123',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")',
      'MOLLIE_API_ENDPOINT must start with https:// (got "http://")',
      'ADMIN_PASSWORD must be at least 6 characters long',
      'RUN_WORKERS must be true or false (got "maybe")',
    ]);
  });

  it('refuses to start in production without a JWT secret, a database and a Mollie key', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'DATABASE_URL is required when NODE_ENV=production',
      'MOLLIE_API_KEY is required when NODE_ENV=production',
    ]);
  });

  it('uses the built-in test payment page only on a loopback PUBLIC_URL or when asked for on purpose', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).localPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:8080' }).localPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.nl', LOCAL_PAYMENTS: 'true' }).localPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).localPayments).toBe(false);
    const problems = problemsOf({ PUBLIC_URL: 'https://shop.example.nl' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^MOLLIE_API_KEY is required/);
    expect(problemsOf({ PUBLIC_URL: 'https://localhost.evil.example' })[0]).toMatch(/^MOLLIE_API_KEY/);
  });

  it('trusts no proxy by default, and takes a hop count or addresses and ranges in TRUST_PROXY', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY must be/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/99' })[0]).toMatch(/^TRUST_PROXY must be/);
  });

  it('takes a metrics token long enough not to be guessed, and has none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(16) + '0123456789abcdef';
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(problemsOf({ METRICS_TOKEN: 'secret' })[0]).toMatch(/^METRICS_TOKEN must be 32 to 200/);
    expect(problemsOf({ METRICS_TOKEN: `${token} ${token}` })[0]).toMatch(/^METRICS_TOKEN must be/);
  });

  it('keeps uploads on the disk unless S3_BUCKET is set, and checks the S3 variables together', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'shop-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'shop-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'shop-uploads', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      region: 'eu-central-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(problemsOf({ S3_BUCKET: 'Shop_Uploads' })).toEqual([
      'S3_BUCKET must be 3 to 63 lowercase letters, digits, dots and hyphens (got "Shop_Uploads")',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'ftp://x' })).toEqual([
      'S3_ENDPOINT must start with http:// or https:// (got "ftp://")',
      'S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'shop-uploads', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
  });

  it('says a single problem on one line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.nl' })).toThrow(
      /^Invalid configuration: MOLLIE_API_KEY is required[^\n]*$/,
    );
  });
});
