import 'reflect-metadata';
import 'dotenv/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { mountLocalCheckout } from './modules/payments/local-checkout.js';
import { loadConfig, type AppConfig } from './platform/config/app-config.js';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { ProcessState } from './platform/health/process-state.js';
import { configureHttp } from './platform/http/configure-http.js';
import { closeConnectionsWhileStopping, stopServing } from './platform/http/graceful-stop.js';
import { PinoNestLogger, rootLogger } from './platform/logging/logger.js';
import { startupFailureLine } from './platform/startup-error.js';
import { StorefrontPages } from './platform/web/storefront-pages.js';

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
  app.get(StorefrontPages).prepare();
  const state = app.get(ProcessState);
  closeConnectionsWhileStopping(app.getHttpServer(), state);
  await app.listen(config.port).catch(async (error: unknown) => {
    await app.close();
    await embedded?.stop();
    throw error;
  });
  logger.info(`shop ready on ${config.publicUrl} (API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs)`);

  // Told to stop (SIGTERM from an orchestrator): no new requests, those in flight answered, running
  // jobs finished (app.close), then exit. Ctrl-C (SIGINT) skips the wait for balancers; a second one kills.
  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info(`${signal}: stopping`);
    await stopServing(app.getHttpServer(), state, signal === 'SIGTERM' ? config!.shutdownDrainSeconds * 1000 : 0);
    await app.close();
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  };
  // The embedded-postgres package hooks these signals to exit at once (after stopping its server):
  // that would drop the requests and jobs in flight. This shutdown stops the embedded server itself.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

bootstrap().catch((error: unknown) => {
  console.error(startupFailureLine(error, config));
  if (config?.logLevel === 'debug' && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
