import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { HealthView } from './health.view.js';
import { QueueHealth } from './queue-health.js';

/** Readiness for load balancers and orchestrators. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(QueueHealth) private readonly queue: QueueHealth,
  ) {}

  @Get()
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'The database does not answer, or the queue is down' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthView> {
    const database = await this.dataSource.query('SELECT 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const queue = await this.queue.state();
    const ok = database === 'up' && queue !== 'down';
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, queue };
  }
}
