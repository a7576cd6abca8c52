import { Module, type Provider } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { loadConfig, type AppConfig } from '../src/platform/config/app-config.js';
import { mountLocalCheckout } from '../src/modules/payments/local-checkout.js';
import { configureHttp } from '../src/platform/http/configure-http.js';
import { freePort } from '../../scripts/free-port.mjs';
import { createMigratedDatabase, databaseUrl, onServer } from './database.js';

export const ADMIN = { username: 'admin', password: 'first-admin-password', email: 'owner@bookshop.test' };

export interface TestApp {
  app: NestExpressApplication;
  /** The database's name: pass `sameDatabaseAs` to run a second API process on the same data. */
  database: string;
  config: AppConfig;
  /** With `listen`, the address the shop answers on (payment providers call its webhook there). */
  baseUrl?: string;
  http: () => ReturnType<typeof request>;
  /** Signs in and answers the tokens and a ready Authorization header. */
  login(username?: string, password?: string): Promise<{ accessToken: string; refreshToken: string; auth: { Authorization: string } }>;
  close(): Promise<void>;
}

/**
 * The real shop API (same modules and HTTP stack as main.ts) on a fresh database cloned from the
 * run's migrated template, with its own DATA_DIR. Nothing is shared between test files.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { listen?: boolean; sameDatabaseAs?: TestApp; extraProviders?: Provider[] } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.database;
  const database = shared ?? (await createMigratedDatabase());
  const port = options.listen ? await freePort() : undefined;
  const baseUrl = port ? `http://127.0.0.1:${port}` : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(database),
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(baseUrl ? { PORT: String(port), PUBLIC_URL: baseUrl, PAYMENT_WEBHOOK_URL: `${baseUrl}/api/payments/webhook` } : {}),
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    PUBLIC_WRITES_PER_MINUTE: '100000',
    // One PDF thread: a second costs about a CPU second to start, and the suite keeps both cores busy.
    PDF_THREADS: '1',
    ...env,
  });
  const shop = AppModule.forRoot(config, config.databaseUrl!);
  const root = options.extraProviders ? { module: ShopWithExtras, imports: [shop], providers: options.extraProviders } : shop;
  const app = await NestFactory.create<NestExpressApplication>(root, { bodyParser: false, logger: false, abortOnError: false });
  configureHttp(app, config, [mountLocalCheckout]);
  try {
    if (port) await app.listen(port, '127.0.0.1');
    else await app.init();
  } catch (error) {
    // A shop that refuses to start leaves nothing behind.
    await app.close().catch(() => undefined);
    if (!shared) await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const http = () => request(app.getHttpServer());
  return {
    app,
    database,
    config,
    baseUrl,
    http,
    async login(username = ADMIN.username, password = ADMIN.password) {
      const response = await http().post('/api/admin/login').send({ username, password }).expect(200);
      const { accessToken, refreshToken } = response.body;
      return { accessToken, refreshToken, auth: { Authorization: `Bearer ${accessToken}` } };
    },
    async close() {
      await app.close();
      // A second process on the same data leaves the database to the first one.
      if (!shared) await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shop with providers of a test's own beside it. */
@Module({})
class ShopWithExtras {}
