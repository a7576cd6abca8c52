import { ApiProperty } from '@nestjs/swagger';

/** GET /api/health: 200 when the database answers and the queue is not down, else 503 with the same body. */
export class HealthView {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down', 'inline'], description: 'inline: events run in-process, without Redis', example: 'up' })
  queue: 'up' | 'down' | 'inline';
}

/** GET /api/health/live: the process answers. */
export class LivenessView {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

/**
 * GET /api/health/ready: 200 when this process may be sent requests (started, not stopping, its
 * database, queue and file storage reachable), else 503 with the same body.
 */
export class ReadinessView extends HealthView {
  @ApiProperty({ enum: ['up', 'down'], description: 'where uploads are kept: the local disk or the S3 bucket', example: 'up' })
  storage: 'up' | 'down';
  @ApiProperty({ enum: ['starting', 'ready', 'stopping'], example: 'ready' })
  process: 'starting' | 'ready' | 'stopping';
}
