import { Module } from '@nestjs/common';
import { JobsController } from './jobs.controller.js';

/** Back-office views of how the shop runs (the queue dashboard). */
@Module({ controllers: [JobsController] })
export class OperationsModule {}
