import { Controller, Get, HttpCode, Inject, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EventMonitor } from '../../platform/events/event-monitor.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';

/** The back office's queue dashboard: background work that is waiting or failed, and a retry. */
@ApiTags('admin jobs')
@AdminOnly()
@Controller('admin/jobs')
export class JobsController {
  constructor(@Inject(EventMonitor) private readonly monitor: EventMonitor) {}

  @Get()
  overview() {
    return this.monitor.overview();
  }

  @Post(':kind/:id/retry')
  @HttpCode(202)
  async retry(@Param('kind', new ParseEnumPipe(['job', 'event'])) kind: 'job' | 'event', @Param('id') id: string): Promise<void> {
    await this.monitor.retry(kind, id);
  }
}
