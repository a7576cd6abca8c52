import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
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
  async check(@Res({ passthrough: true }) response: Response) {
    const database = await this.dataSource.query('SELECT 1').then(
      () => 'up',
      () => 'down',
    );
    const queue = await this.queue.state();
    const ok = database === 'up' && queue !== 'down';
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, queue };
  }
}
