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
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: undefined, redisUrl: undefined, mollieApiKey: undefined, seedDemoData: true, runWorkers: true });
    expect(config.paymentWebhookUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('derives the webhook URL from a public PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.nl/', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).paymentWebhookUrl).toBe('https://shop.example.nl/api/payments/webhook');
  });

  it('names every bad variable and why, all at once', () => {
    expect(problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MOLLIE_API_ENDPOINT: 'http://mollie.test', RUN_WORKERS: 'maybe', ADMIN_PASSWORD: '123' })).toEqual([
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
});
