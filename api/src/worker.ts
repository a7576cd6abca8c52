import 'reflect-metadata';
import 'dotenv/config';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { PinoNestLogger, rootLogger } from './platform/logging/logger.js';
import { SharedRedis } from './platform/redis/redis.module.js';
import { startupFailureLine } from './platform/startup-error.js';
import { beat, HEARTBEAT_EVERY_MS } from './platform/worker-heartbeat.js';

/**
 * `npm run worker`: the same application booted without HTTP, for scale-out beside any number of
 * API processes. It needs the shared PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
 */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigError(['a worker needs DATABASE_URL and REDIS_URL: it shares the database and the queues with the API processes']);
  }
  const logger = rootLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, runWorkers: true }, config.databaseUrl), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  logger.info('worker ready');

  // Beats only while it reaches both PostgreSQL and Redis: its health check (worker-health.ts) reads the beat.
  const dataSource = app.get(DataSource);
  const redis = app.get(SharedRedis).client!;
  const check = () =>
    Promise.all([dataSource.query('SELECT 1'), redis.ping()]).then(
      () => beat(),
      (error: Error) => logger.warn(`worker health: ${error.message}`),
    );
  void check();
  setInterval(check, HEARTBEAT_EVERY_MS).unref();
}

bootstrap().catch((error: unknown) => {
  console.error(startupFailureLine(error));
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
