import { Module } from '@nestjs/common';
import { StaleRowsPruner } from './stale-rows-pruner.js';

/** The pruning of the platform's bookkeeping tables, a background task: in the shop, not in its command-line tools. */
@Module({ providers: [StaleRowsPruner], exports: [StaleRowsPruner] })
export class StaleRowsModule {}
