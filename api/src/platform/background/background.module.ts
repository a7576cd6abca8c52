import { Global, Module } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks.js';

/** `BackgroundTasks`, the one scheduler of recurring work; global, so any module may schedule on it. */
@Global()
@Module({ providers: [BackgroundTasks], exports: [BackgroundTasks] })
export class BackgroundModule {}
