import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { FileStorage } from '../storage/file-storage.js';
import { HealthView, LivenessView, ReadinessView } from './health.view.js';
import { ProcessState } from './process-state.js';
import { QueueHealth } from './queue-health.js';

/** Liveness and readiness for load balancers and orchestrators. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(QueueHealth) private readonly queue: QueueHealth,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(ProcessState) private readonly process: ProcessState,
  ) {}

  /** The first health check, kept for the setups that still ask it: database and queue, whatever the process is doing. */
  @Get()
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'The database does not answer, or the queue is down' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthView> {
    const [database, queue] = await Promise.all([this.database(), this.queue.state()]);
    const ok = database === 'up' && queue !== 'down';
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, queue };
  }

  /** The process answers: restart it only when this fails, never for a dependency that is away. */
  @Get('live')
  @ApiOkResponse({ type: LivenessView })
  live(): LivenessView {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ type: ReadinessView })
  @ApiServiceUnavailableResponse({
    type: ReadinessView,
    description: 'Starting or stopping, or the database, the queue or the file storage cannot be reached',
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessView> {
    const [database, queue, storage] = await Promise.all([
      this.database(),
      this.queue.state(),
      this.storage.check().then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const phase = this.process.current;
    const ok = phase === 'ready' && database === 'up' && queue !== 'down' && storage === 'up';
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, queue, storage, process: phase };
  }

  private database(): Promise<'up' | 'down'> {
    return this.dataSource.query('SELECT 1').then(
      () => 'up' as const,
      () => 'down' as const,
    );
  }
}
