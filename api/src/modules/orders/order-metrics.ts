import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { DomainEvent } from '../../platform/events/domain-events.js';
import { OnProcessEvent, type ProcessEvents } from '../../platform/events/process-events.js';
import { Metrics } from '../../platform/metrics/metrics.js';

/**
 * Orders and payments as counted for the operator's metrics: from the events of committed
 * transactions, so a change that rolled back is never counted, and each in the process that made it.
 */
@Injectable()
export class OrderMetrics {
  private readonly placed: Counter;
  private readonly paid: Counter;
  private readonly payments: Counter<'outcome'>;

  constructor(@Inject(Metrics) metrics: Metrics) {
    const registers = [metrics.registry];
    this.placed = new Counter({ name: 'bookshop_orders_placed_total', help: 'Orders placed', registers });
    this.paid = new Counter({ name: 'bookshop_orders_paid_total', help: 'Orders that became paid', registers });
    this.payments = new Counter({
      name: 'bookshop_payments_total',
      help: 'Payment outcomes applied to orders: paid, failed, expired, canceled, or not_started (the provider could not be reached)',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['paid', 'failed', 'expired', 'canceled']) this.payments.inc({ outcome }, 0);
  }

  @OnProcessEvent('outbox.committed')
  countCommitted({ events }: ProcessEvents['outbox.committed']): void {
    events.forEach((event) => this.count(event));
  }

  private count(event: DomainEvent): void {
    if (event.name === 'order.placed') this.placed.inc();
    else if (event.name === 'order.paid') {
      this.paid.inc();
      this.payments.inc({ outcome: 'paid' });
    } else if (event.name === 'order.payment_failed') {
      this.payments.inc({ outcome: event.payload.payment_id === null ? 'not_started' : event.payload.payment_status });
    }
  }
}
