import { Inject, Injectable, type HttpException } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { Language } from '@bookshop/contracts/languages';
import { PRIVACY_LINK_HOURS, PRIVACY_REQUEST_DUE_MONTHS, type PrivacyRequestKind } from '@bookshop/contracts/privacy';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Outbox } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { MailFolder } from '../notifications/index.js';
import { OrderPersonalData } from '../orders/index.js';
import { ReviewPersonalData } from '../reviews/index.js';
import { ContactPersonalData, SettingsService } from '../store/index.js';
import type {
  ErasureOutcomeView,
  PersonalDataExportView,
  PersonalDataView,
  PrivacyCopyRequestedView,
  PrivacyRequestView,
  PrivacyRequestsView,
} from './dto/privacy.view.js';
import { PrivacyRequest } from './privacy-request.entity.js';
import {
  answerOpenRequestsOf,
  completeRequest,
  forgetAddressInRequests,
  openRequestCounts,
  requestsInListOrder,
  useDownloadLink,
} from './privacy-request.queries.js';
import { exportSummary } from './export-summary.js';

/** The back office lists this many requests: every open one, then the latest answered. */
const LISTED_REQUESTS = 100;

/**
 * A parent's rights over their data (GDPR art. 15, 17, 20): everything the shop holds about an
 * email address, a copy of it, its erasure, and the log of those requests (due within a month).
 * The data itself stays with the modules that own it (orders, reviews, contact messages, the mail
 * folder); this module asks each of them.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderPersonalData) private readonly orders: OrderPersonalData,
    @Inject(ReviewPersonalData) private readonly reviews: ReviewPersonalData,
    @Inject(ContactPersonalData) private readonly contact: ContactPersonalData,
    @Inject(MailFolder) private readonly mailFolder: MailFolder,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** Everything the shop holds about this address. */
  async find(email: string): Promise<PersonalDataView> {
    const [orders, reviews, contactMessages, emails] = await Promise.all([
      this.orders.ordersOf(email),
      this.reviews.reviewsOf(email),
      this.contact.messagesOf(email),
      this.mailFolder.mailsMentioning(email),
    ]);
    return { email, orders, reviews, contact_messages: contactMessages, emails };
  }

  /** Staff download a parent's copy: logged as an answered access request, closing any open one of the address. */
  async exportForStaff(email: string, adminUsername: string, language: Language): Promise<PersonalDataExportView> {
    const copy = await this.copyOf(email, language);
    await this.answered('access', email, adminUsername, language, countsOf(copy));
    return copy;
  }

  /**
   * Erases what may go and anonymises the sales the tax records need (docs/privacy.md), in one
   * transaction; then the mail folder's files. Logged as an answered erasure, keeping only the
   * address's hash: every earlier request of the address loses the address too.
   */
  async erase(email: string, adminUsername: string, now = new Date()): Promise<ErasureOutcomeView> {
    const { retention_tax_records_years: taxYears } = await this.settings.retention();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const orders = await this.orders.erase(manager, email, now, taxYears);
      const reviews = await this.reviews.erase(manager, email);
      const messages = await this.contact.erase(manager, email);
      // Events quote the address (contact messages, order snapshots, a parent's link): they go too.
      await Outbox.forgetMentions(manager, email);
      await forgetAddressInRequests(manager, hashOf(email));
      return { orders, reviews, messages };
    });
    const emails = await this.mailFolder.forgetMentions(email);
    const result: ErasureOutcomeView = {
      orders_deleted: outcome.orders.deleted,
      orders_anonymised: outcome.orders.anonymised,
      reviews_deleted: outcome.reviews,
      contact_messages_deleted: outcome.messages,
      emails_deleted: emails,
    };
    await this.answered('erasure', null, adminUsername, 'en', { ...result }, hashOf(email), now);
    return result;
  }

  async list(now = new Date()): Promise<PrivacyRequestsView> {
    const db = this.dataSource.manager;
    const { open, overdue } = await openRequestCounts(db, now);
    const rows = await requestsInListOrder(db, LISTED_REQUESTS);
    return { open, overdue, requests: rows.map((row) => presentRequest(row, now)) };
  }

  /**
   * A parent asks on the privacy page. Only when the address placed that order is the link mailed
   * (and the request logged); either way the answer is the same, so the form tells no one whether
   * an address is a customer.
   */
  async requestCopy(input: { email: string; order_number: string; language?: Language }): Promise<PrivacyCopyRequestedView> {
    if (!(await this.orders.placedBy(input.email, input.order_number))) return { status: 'received' };
    const language = input.language ?? 'ar';
    await this.outbox.transaction(async (manager, publish) => {
      const now = new Date();
      const request = await manager.save(
        manager.create(PrivacyRequest, {
          kind: 'access',
          channel: 'storefront',
          email: input.email,
          emailHash: hashOf(input.email),
          adminUsername: null,
          language,
          dueAt: dueFrom(now),
          linkIssuedAt: now,
        }),
      );
      publish({
        name: 'privacy.copy_requested',
        payload: {
          request_id: request.id,
          email: input.email,
          language,
          // In the language the parent asked in, whatever their browser kept.
          download_url: `${this.config.publicUrl}/privacy-policy?lang=${language}&download=${this.tokenFor(request.id)}`,
          expires_hours: PRIVACY_LINK_HOURS,
        },
      });
    });
    return { status: 'received' };
  }

  /**
   * The emailed link's copy: the signature must hold, the link be younger than 24 hours and unused.
   * Using it answers the request. Anything else is one answer, so a guess learns nothing.
   */
  async downloadWithLink(token: string, now = new Date()): Promise<PersonalDataExportView> {
    const id = this.verified(token);
    if (!id) throw linkInvalid();
    const request = await useDownloadLink(this.dataSource.manager, id, now, PRIVACY_LINK_HOURS);
    if (!request) throw linkInvalid();
    const copy = await this.copyOf(request.email, request.language);
    await completeRequest(this.dataSource.manager, id, now, countsOf(copy));
    return copy;
  }

  /** A link's token: the request's id and its HMAC under the shop's secret. */
  tokenFor(requestId: string): string {
    return `${requestId}.${this.signature(requestId)}`;
  }

  private verified(token: string): string | null {
    const [id, signature] = token.split('.');
    if (!id || !signature) return null;
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private signature(requestId: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`privacy-link:${requestId}`).digest('base64url');
  }

  private async copyOf(email: string, language: Language): Promise<PersonalDataExportView> {
    const data = await this.find(email);
    return { generated_at: new Date().toISOString(), summary: exportSummary(data, language), ...data };
  }

  /** Logs a request staff answered now; open requests of the same address (and kind, or any for an erasure) are answered by it. */
  private async answered(
    kind: PrivacyRequestKind,
    email: string | null,
    adminUsername: string,
    language: Language,
    outcome: Record<string, unknown>,
    emailHash = hashOf(email ?? ''),
    now = new Date(),
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await answerOpenRequestsOf(manager, emailHash, kind, { now, adminUsername, outcome });
      await manager.save(
        manager.create(PrivacyRequest, {
          kind,
          channel: 'back_office',
          email,
          emailHash,
          adminUsername,
          language,
          createdAt: now,
          dueAt: dueFrom(now),
          completedAt: now,
          outcome,
        }),
      );
    });
  }
}

function hashOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function dueFrom(date: Date): Date {
  const due = new Date(date);
  due.setUTCMonth(due.getUTCMonth() + PRIVACY_REQUEST_DUE_MONTHS);
  return due;
}

function countsOf(data: PersonalDataView): Record<string, unknown> {
  return {
    orders: data.orders.map((order) => order.friendly_id),
    reviews: data.reviews.length,
    contact_messages: data.contact_messages.length,
    emails: data.emails.length,
  };
}

function linkInvalid(): HttpException {
  return apiError(API_ERRORS.privacyLinkInvalid);
}

function presentRequest(request: PrivacyRequest, now: Date): PrivacyRequestView {
  return {
    id: request.id,
    kind: request.kind,
    channel: request.channel,
    email: request.email,
    admin_username: request.adminUsername,
    created_at: request.createdAt.toISOString(),
    due_at: request.dueAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
    overdue: !request.completedAt && request.dueAt < now,
    outcome: request.outcome,
  };
}
