import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../../platform/background/background-tasks.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Outbox } from '../../platform/events/outbox.js';
import { lockOrder } from './order-locks.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { claimOpenPaymentsToRecheck, lockNextOrderWhoseHoldEnded, pendingOrdersWithoutPayment } from './order.queries.js';

const MAX_EVERY_MS = 60_000;
const MIN_EVERY_MS = 1_000;
const BATCH = 100;

/**
 * Keeps unpaid orders from holding stock, where no customer comes back to look:
 * - an order whose hold has ended (ORDER_HOLD_MINUTES after its books were taken) expires: its
 *   payment is re-read, canceled at the provider when still open, and its books go back on sale;
 * - an attempt whose payment was never recorded (the process stopped between order and payment)
 *   is failed after 5 minutes, so its stock returns and "try paying again" works;
 * - a payment still open after 10 minutes is re-read from the provider every 10 minutes, for
 *   shops whose webhooks do not arrive, also after the order's hold ended.
 * Runs where background work runs (RUN_WORKERS), a few times per hold so that holds end on time;
 * row locks keep several processes apart, and each order is its own short transaction.
 */
@Injectable()
export class PendingOrdersSweeper {
  private readonly logger = new Logger('pending-orders');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderPaymentsService) private readonly payments: OrderPaymentsService,
    @Inject(BackgroundTasks) background: BackgroundTasks,
  ) {
    // A quarter of the hold, between 1 s and a minute, so that holds end on time.
    const everyMs = Math.max(MIN_EVERY_MS, Math.min(MAX_EVERY_MS, (config.orderHoldMinutes * 60_000) / 4));
    background.schedule({ name: 'pending-orders-sweeper', everyMs, runsIn: 'workers', run: () => this.sweep() });
  }

  async sweep(): Promise<void> {
    await this.endHolds();

    for (const id of await pendingOrdersWithoutPayment(this.dataSource.manager, BATCH)) {
      await this.outbox.transaction(async (manager, publish) => {
        const order = await lockOrder(manager, id);
        if (order.status === 'pending') await this.payments.fail(manager, publish, order, 'failed', null, 'sweeper');
      });
    }

    for (const paymentId of await claimOpenPaymentsToRecheck(this.dataSource.manager, BATCH)) {
      await this.payments.sync(paymentId).catch((error: Error) => this.logger.warn(`payment ${paymentId}: ${error.message}`));
    }
  }

  /**
   * Ends the holds that are over, oldest first, one order per transaction. SKIP LOCKED lets another
   * process take the next order instead of waiting, and leaves alone an order a webhook is applying.
   */
  private async endHolds(): Promise<void> {
    const failed: string[] = [];
    for (let done = 0; done < BATCH; done++) {
      let orderId: string | undefined;
      try {
        const ended = await this.outbox.transaction(async (manager, publish) => {
          orderId = await lockNextOrderWhoseHoldEnded(manager, new Date(), failed);
          if (!orderId) return false;
          await this.payments.endHold(manager, publish, orderId);
          return true;
        });
        if (!ended) return;
      } catch (error) {
        if (!orderId) throw error;
        this.logger.warn(`could not end the hold of order ${orderId}: ${(error as Error).message}`);
        failed.push(orderId);
      }
    }
  }
}
