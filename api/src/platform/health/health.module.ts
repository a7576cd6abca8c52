import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ProcessState } from './process-state.js';
import { QueueHealth } from './queue-health.js';

@Global()
@Module({ controllers: [HealthController], providers: [QueueHealth, ProcessState], exports: [ProcessState] })
export class HealthModule {}
