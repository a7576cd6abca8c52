import { Controller, Get, HttpCode, Inject, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { EventMonitor } from '../../platform/events/event-monitor.js';
import { AdminOnly } from '../identity/index.js';
import { JobsOverviewView } from './dto/jobs.view.js';

const RETRY_KINDS = ['job', 'event'] as const;
type RetryKind = (typeof RETRY_KINDS)[number];

/** The back office's queue dashboard: background work that is waiting or failed, and a retry. */
@ApiTags('admin jobs')
@AdminOnly()
@Controller('admin/jobs')
export class JobsController {
  constructor(@Inject(EventMonitor) private readonly monitor: EventMonitor) {}

  @Get()
  @ApiOkResponse({ type: JobsOverviewView })
  overview(): Promise<JobsOverviewView> {
    return this.monitor.overview();
  }

  @Post(':kind/:id/retry')
  @HttpCode(202)
  @ApiParam({ name: 'kind', enum: RETRY_KINDS, description: 'A failed BullMQ job, or an event not yet delivered' })
  @ApiParam({ name: 'id', example: '1207' })
  @ApiAcceptedResponse({ description: 'Tried again now' })
  @ApiErrors({ status: 400, message: 'Validation failed (enum string is expected)' }, API_ERRORS.jobNotFound, API_ERRORS.eventNotFound)
  async retry(@Param('kind', new ParseEnumPipe(RETRY_KINDS)) kind: RetryKind, @Param('id') id: string): Promise<void> {
    await this.monitor.retry(kind, id);
  }
}
