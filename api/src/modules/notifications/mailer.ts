import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { Counter } from 'prom-client';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Metrics } from '../../platform/metrics/metrics.js';
import { MailFolder } from './mail-folder.js';

/** A file sent with a mail (a PDF of the confirmation); nodemailer encodes it for SMTP and the .eml alike. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

type Deliver = (mail: OutgoingMail & { from: string }) => Promise<void>;

/**
 * A handler sends while holding its database transaction, so a dead SMTP server must fail within
 * seconds (the event is retried later), not after nodemailer's default minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends mail through SMTP_URL, or without it writes each mail into DATA_DIR/mail (see MailFolder). */
@Injectable()
export class Mailer {
  private readonly deliver: Deliver;
  private readonly from: string;
  private readonly sent: Counter<'result'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MailFolder) folder: MailFolder, @Inject(Metrics) metrics: Metrics) {
    this.from = config.mailFrom;
    this.deliver = config.smtpUrl ? viaSmtp(config.smtpUrl) : intoFolder(folder);
    this.sent = new Counter({
      name: 'bookshop_emails_total',
      help: 'Emails handed to SMTP (or written to the mail folder) by this process: sent, or failed (retried later)',
      labelNames: ['result'],
      registers: [metrics.registry],
    });
    // Both series exist from the start, so an alert on failures sees 0 rather than nothing.
    for (const result of ['sent', 'failed']) this.sent.inc({ result }, 0);
  }

  /** Resolves once the SMTP server accepted the mail (or it is on disk); throws otherwise. */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.deliver({ ...mail, from: this.from });
      this.sent.inc({ result: 'sent' });
    } catch (error) {
      this.sent.inc({ result: 'failed' });
      throw error;
    }
  }
}

function viaSmtp(url: string): Deliver {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

function intoFolder(folder: MailFolder): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail) => {
    const { message } = await transport.sendMail(mail);
    await folder.save(message as Buffer, mail);
  };
}
