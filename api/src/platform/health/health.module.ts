import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { QueueHealth } from './queue-health.js';

@Module({ controllers: [HealthController], providers: [QueueHealth] })
export class HealthModule {}
