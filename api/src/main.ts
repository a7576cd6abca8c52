import 'reflect-metadata';
import 'dotenv/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { mountLocalCheckout } from './modules/payments/local-checkout.js';
import { loadConfig, type AppConfig } from './platform/config/app-config.js';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { configureHttp } from './platform/http/configure-http.js';
import { PinoNestLogger, rootLogger } from './platform/logging/logger.js';
import { startupFailureLine } from './platform/startup-error.js';

let config: AppConfig | undefined;

async function bootstrap(): Promise<void> {
  config = loadConfig();
  const logger = rootLogger(config.logLevel);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, (line) => logger.info(line));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, config.databaseUrl ?? embedded!.url), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    // Fail with an error this file turns into one line, rather than aborting the process.
    abortOnError: false,
  }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  configureHttp(app, config, [mountLocalCheckout]);
  await app.listen(config.port).catch(async (error: unknown) => {
    await app.close();
    await embedded?.stop();
    throw error;
  });
  logger.info(`shop ready on ${config.publicUrl} (API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs)`);

  const shutdown = async () => {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

bootstrap().catch((error: unknown) => {
  console.error(startupFailureLine(error, config));
  if (config?.logLevel === 'debug' && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
