import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Outbox } from '../../platform/events/outbox.js';
import { lockOrder } from './order-locks.js';
import { OrderPaymentsService } from './order-payments.service.js';

const EVERY_MS = 60_000;
const BATCH = 100;

/**
 * Keeps pending orders from holding stock forever, where no customer comes back to look:
 * - an attempt whose payment was never recorded (the process stopped between order and payment)
 *   is failed after 5 minutes, so its stock returns and "try paying again" works;
 * - a payment still open after 10 minutes is re-read from the provider every 10 minutes, for
 *   shops whose webhooks do not arrive.
 * Runs where background work runs (RUN_WORKERS); row locks keep several processes apart.
 */
@Injectable()
export class PendingOrdersSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('pending-orders');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderPaymentsService) private readonly payments: OrderPaymentsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.timer = setInterval(() => void this.sweep().catch((error: Error) => this.logger.warn(error.message)), EVERY_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    const unpaid: { id: string }[] = await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.status = 'pending' AND o.updated_at < now() - interval '5 minutes'
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.created_at >= o.updated_at)
       LIMIT ${BATCH}`,
    );
    for (const { id } of unpaid) {
      await this.outbox.transaction(async (manager, publish) => {
        const order = await lockOrder(manager, id);
        if (order.status === 'pending') await this.payments.fail(manager, publish, order, 'failed', null);
      });
    }

    const open: { payment_id: string }[] = await this.dataSource.query(
      `UPDATE orders o SET payment_checked_at = now()
       FROM (SELECT DISTINCT ON (p.order_id) p.order_id, p.id, p.created_at FROM payments p ORDER BY p.order_id, p.created_at DESC) latest
       WHERE latest.order_id = o.id AND o.status = 'pending' AND latest.created_at < now() - interval '10 minutes'
         AND (o.payment_checked_at IS NULL OR o.payment_checked_at < now() - interval '10 minutes')
       RETURNING latest.id AS payment_id`,
    ).then(([rows]: [{ payment_id: string }[]]) => rows.slice(0, BATCH));
    for (const { payment_id } of open) {
      await this.payments.sync(payment_id).catch((error: Error) => this.logger.warn(`payment ${payment_id}: ${error.message}`));
    }
  }
}
