import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { apiError } from '../http/api-error.js';
import { Metrics } from './metrics.js';

/**
 * For an operator's Prometheus: `Authorization: Bearer METRICS_TOKEN`. Without METRICS_TOKEN the
 * route does not exist (404), so a shop that does not scrape shows nothing.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly tokenDigest: Buffer | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {
    this.tokenDigest = config.metricsToken ? digest(config.metricsToken) : undefined;
  }

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    if (!this.tokenDigest) throw new NotFoundException({ message: 'Cannot GET /api/metrics' });
    const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!presented || !timingSafeEqual(digest(presented), this.tokenDigest)) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw apiError(API_ERRORS.invalidMetricsToken);
    }
    response.type(this.metrics.registry.contentType).send(await this.metrics.text());
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
