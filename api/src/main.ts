import 'reflect-metadata';
import 'dotenv/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { configureHttp } from './platform/http/configure-http.js';
import { PinoNestLogger, rootLogger } from './platform/logging/logger.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = rootLogger(config.logLevel);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, (line) => logger.info(line));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, config.databaseUrl ?? embedded!.url), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  configureHttp(app, config);
  await app.listen(config.port);
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
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
