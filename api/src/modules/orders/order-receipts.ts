import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { isLanguage, type Language } from '@bookshop/contracts/languages';
import { PROCESS_NUMBER } from '@bookshop/contracts/order-page';
import { apiError } from '../../platform/http/api-error.js';
import { type MailAttachment, NotificationsService } from '../notifications/index.js';
import { Order } from './order.entity.js';
import { snapshotOf } from './order.presenter.js';

/** The receipt PDF of a paid order (docs/vat.md), for its page and the back office: the same file the confirmation attaches. */
@Injectable()
export class OrderReceipts {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
  ) {}

  async ofProcessNumber(processNumber: string, language: unknown): Promise<MailAttachment> {
    const order = PROCESS_NUMBER.test(processNumber)
      ? await this.orders.findOne({ where: { processNumber }, relations: { items: true } })
      : null;
    return this.receiptOf(order, language);
  }

  async ofId(id: string, language: unknown): Promise<MailAttachment> {
    return this.receiptOf(await this.orders.findOne({ where: { id }, relations: { items: true } }), language);
  }

  /** In the language asked for, else the order's own. */
  private async receiptOf(order: Order | null, language: unknown): Promise<MailAttachment> {
    if (!order) throw apiError(API_ERRORS.orderNotFound);
    const receipt = await this.notifications.receipt(snapshotOf(order), isLanguage(language) ? language : (order.language as Language));
    if (!receipt) throw apiError(API_ERRORS.receiptNotIssued);
    return receipt;
  }
}

/** A PDF the browser offers to save under its own name. */
export function sendPdf(response: Response, pdf: MailAttachment): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  response.send(pdf.content);
}
