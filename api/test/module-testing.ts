import { Module, type Abstract, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DOMAIN_EVENT_NAMES } from '../src/domain-events.js';
import { BackgroundTasks } from '../src/platform/background/background-tasks.js';
import { loadConfig, type AppConfig } from '../src/platform/config/app-config.js';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { platformModules } from '../src/platform/platform-modules.js';
import { createMigratedDatabase, databaseUrl, onServer } from './database.js';

export interface ModuleUnderTest {
  /** Any provider of the module under test or of what it imports, as the module would get it. */
  get<T>(type: Type<T> | Abstract<T>): T;
  dataSource: DataSource;
  config: AppConfig;
  /** Delivers every stored event now and waits for its handlers (in this process, no Redis). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Service-level tests: the shop modules given (with what they import themselves) and the platform
 * beneath them, on a fresh database cloned from the run's migrated template, without HTTP and
 * without the rest of the shop. No background task runs, the outbox's relay included: the events a
 * use case publishes stay in the outbox, where the test may read them, until it calls `settle()`,
 * which runs their handlers in this process (no Redis). So other modules' handlers (the
 * confirmation email's PDFs, say) never run beside the test's own work, and a test drives the
 * sweepers itself. Nothing the shop sets up at start (settings row, templates, legal texts, first
 * admin) exists unless the test creates it through the modules' own services.
 */
export async function startModule(modules: (Type | DynamicModule)[], env: Record<string, string> = {}): Promise<ModuleUnderTest> {
  const database = await createMigratedDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-module-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(database),
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RUN_WORKERS: 'false',
    ...env,
  });
  let context: INestApplicationContext | undefined;
  const dropAll = async () => {
    await context?.close();
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    context = await NestFactory.createApplicationContext(
      {
        module: ModuleTestRoot,
        imports: [...platformModules(config, config.databaseUrl!, DOMAIN_EVENT_NAMES), ...modules],
      },
      { logger: process.env.MODULE_TEST_LOG ? ['log', 'warn', 'error'] : false, abortOnError: false },
    );
  } catch (error) {
    await dropAll().catch(() => undefined);
    throw error;
  }
  const built = context;
  // As at shutdown: no task starts again, and drain() still delivers when the test asks.
  await built.get(BackgroundTasks).beforeApplicationShutdown();
  return {
    get: (type) => built.get(type, { strict: false }),
    dataSource: built.get(DataSource),
    config,
    settle: () => built.get(OutboxRelay).drain(),
    close: dropAll,
  };
}

@Module({})
class ModuleTestRoot {}
