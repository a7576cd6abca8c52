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
