import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';
import { logsSuccessfulRequests, requestLogger } from '../logging/logger.js';
import { Metrics } from '../metrics/metrics.js';
import { FileStorage } from '../storage/file-storage.js';
import { serveWebApp, serveUploads } from '../web/static-files.js';
import { createApiDocument, useApiPrefix } from './api-document.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { EarlyAnswers } from './early-answers.js';
import { createValidationPipe } from './validation.js';

/**
 * Everything HTTP that both `main.ts` and the integration tests need, so tests run the real stack.
 * `mountPages` add pages outside the API (the local payment provider's checkout) before the web
 * app's catch-all.
 */
export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  mountPages: ((app: NestExpressApplication) => void)[] = [],
): void {
  // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For); by default none.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const metrics = app.get(Metrics);
  app.use(metrics.httpMiddleware);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Ant Design writes its styles at run time; the PDF preview embeds our own files.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders);
  const logRequest = requestLogger(config);
  // Cached catalogue reads are answered before Express, with the same security headers and request log.
  app.get(EarlyAnswers).install(app.getHttpServer(), {
    application: app.getHttpAdapter().getInstance(),
    securityHeaders,
    logRequest,
    logsSuccess: logsSuccessfulRequests(config),
    measureRequest: (request, response, route) => metrics.measureRequest(request, response, route),
  });
  // Text on the wire is gzipped (pages, scripts, JSON); answers that are already (the catalogue's) pass through.
  app.use(compression({ threshold: 1024 }));
  app.use(logRequest);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  useApiPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());

  SwaggerModule.setup('api/docs', app, createApiDocument(app));

  for (const mount of mountPages) mount(app);
  serveUploads(app, app.get(FileStorage));
  serveWebApp(app);
}
