import { Inject, Injectable, Logger } from '@nestjs/common';
import { Counter } from 'prom-client';
import { BackgroundTasks } from '../../platform/background/background-tasks.js';
import { Metrics } from '../../platform/metrics/metrics.js';
import { MailFolder } from '../notifications/index.js';
import { OrderPersonalData } from '../orders/index.js';
import { ContactPersonalData, SettingsService } from '../store/index.js';

/** Retention is counted in months and years: once an hour finds each item within an hour of its day. */
const EVERY_MS = 60 * 60_000;

export interface RetentionOutcome {
  unpaid_orders_anonymised: number;
  sales_anonymised: number;
  contact_messages_deleted: number;
  mail_files_deleted: number;
}

/**
 * Keeps personal details no longer than the settings' periods (the privacy policy names them):
 * unpaid orders lose them, contact messages and the mail folder's files go, and sales lose them
 * once their tax period has ended. Each owner does its part in batches; a second run finds
 * nothing left, so running twice (or in two processes) is harmless. One process of the shop at a
 * time, every hour; what it did is counted in `bookshop_retention_items_total{kind}`.
 */
@Injectable()
export class PersonalDataRetention {
  private readonly logger = new Logger('retention');
  private readonly items: Counter<'kind'>;

  constructor(
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(OrderPersonalData) private readonly orders: OrderPersonalData,
    @Inject(ContactPersonalData) private readonly contact: ContactPersonalData,
    @Inject(MailFolder) private readonly mailFolder: MailFolder,
    @Inject(Metrics) metrics: Metrics,
    @Inject(BackgroundTasks) background: BackgroundTasks,
  ) {
    this.items = new Counter({
      name: 'bookshop_retention_items_total',
      help: 'Items the retention job anonymised or deleted, by kind',
      labelNames: ['kind'],
      registers: [metrics.registry],
    });
    for (const kind of KINDS) this.items.inc({ kind }, 0);
    background.schedule({
      name: 'personal-data-retention',
      everyMs: EVERY_MS,
      runsIn: 'workers',
      oneAcrossShop: true,
      run: (stopping) => this.applyAndLog(stopping),
    });
  }

  /** Everything due at `now`; answers what went. */
  async apply(now = new Date(), stopping?: AbortSignal): Promise<RetentionOutcome> {
    const periods = await this.settings.retention();
    const { unpaid, sales } = await this.orders.applyRetention(periods, now, stopping);
    const messages = await this.contact.applyRetention(periods.retention_contact_messages_months, now, stopping);
    const mails = await this.mailFolder.removeOlderThan(monthsBefore(now, periods.retention_mail_files_months), stopping);
    const outcome = {
      unpaid_orders_anonymised: unpaid,
      sales_anonymised: sales,
      contact_messages_deleted: messages,
      mail_files_deleted: mails,
    };
    for (const kind of KINDS) this.items.inc({ kind }, outcome[kind]);
    return outcome;
  }

  private async applyAndLog(stopping: AbortSignal): Promise<void> {
    const outcome = await this.apply(new Date(), stopping);
    if (Object.values(outcome).some((count) => count > 0)) this.logger.log(`retention: ${JSON.stringify(outcome)}`);
  }
}

const KINDS = ['unpaid_orders_anonymised', 'sales_anonymised', 'contact_messages_deleted', 'mail_files_deleted'] as const;

function monthsBefore(date: Date, months: number): Date {
  const before = new Date(date);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}
