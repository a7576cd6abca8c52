import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { MailFolder } from './mail-folder.js';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
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

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(MailFolder) folder: MailFolder) {
    this.from = config.mailFrom;
    this.deliver = config.smtpUrl ? viaSmtp(config.smtpUrl) : intoFolder(folder);
  }

  /** Resolves once the SMTP server accepted the mail (or it is on disk); throws otherwise. */
  send(mail: OutgoingMail): Promise<void> {
    return this.deliver({ ...mail, from: this.from });
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
