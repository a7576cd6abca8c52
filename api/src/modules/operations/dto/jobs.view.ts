import { ApiProperty } from '@nestjs/swagger';

/** An event whose handlers have not all run yet. */
export class UndeliveredEventView {
  @ApiProperty({ example: '1207' })
  id: string;
  @ApiProperty({ example: 'order.paid' })
  name: string;
  @ApiProperty({ type: 'integer', example: 3 })
  attempts: number;
  @ApiProperty({ type: String, nullable: true, example: 'connect ECONNREFUSED 127.0.0.1:6379' })
  last_error: string | null;
  @ApiProperty({ type: Date, nullable: true, example: '2026-03-05T14:31:00.000Z' })
  next_attempt_at: Date | null;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When it was handed to the queue, its handlers not all run yet; null: not handed on yet',
    example: null,
  })
  handed_on_at: Date | null;
  @ApiProperty({ example: '2026-03-05T14:30:00.000Z' })
  created_at: Date;
}

/** A BullMQ job that failed all its attempts. */
export class FailedJobView {
  @ApiProperty({ example: '1207:send-order-confirmation' })
  id: string;
  @ApiProperty({ description: 'The handler that failed', example: 'send-order-confirmation' })
  handler: string;
  @ApiProperty({ example: 'order.paid' })
  event: string;
  @ApiProperty({ example: '1207' })
  event_id: string;
  @ApiProperty({ type: String, nullable: true, example: 'SMTP server refused the message' })
  failed_reason: string | null;
  @ApiProperty({ type: 'integer', example: 5 })
  attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-03-05T15:02:00.000Z' })
  failed_at: string | null;
}

/** GET /api/admin/jobs: background work that is waiting or failed. */
export class JobsOverviewView {
  @ApiProperty({ enum: ['bullmq', 'inline'], description: 'Where handlers run: BullMQ workers, or in-process', example: 'bullmq' })
  mode: 'bullmq' | 'inline';
  @ApiProperty({ type: [UndeliveredEventView] })
  undelivered_events: UndeliveredEventView[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    nullable: true,
    description: "BullMQ's job counts; null when events run in-process or the queue could not be read",
    example: { waiting: 0, active: 1, delayed: 2, completed: 840, failed: 1 },
  })
  counts: Record<string, number> | null;
  @ApiProperty({ type: [FailedJobView] })
  failed_jobs: FailedJobView[];
  @ApiProperty({ required: false, description: 'Why the queue could not be read', example: 'Connection is closed.' })
  queue_error?: string;
}
