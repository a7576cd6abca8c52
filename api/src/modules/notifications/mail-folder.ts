import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import type { MailSummaryView, StoredMailView } from './dto/notifications.view.js';

/** Ids are a timestamp plus random hex, so sorting by name sorts by time. */
const MAIL_ID = /^[0-9A-Za-z-]{1,80}$/;
/** The mailbox page shows recent mail; older files stay on disk but are not read on every listing. */
const LISTED_MAILS = 200;

/**
 * Without SMTP_URL every mail is written to DATA_DIR/mail: the raw message as `{id}.eml` (opens
 * in any mail program) and `{id}.json` with what the back office's mailbox page shows.
 */
@Injectable()
export class MailFolder {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = config.mailDir;
  }

  async save(raw: Buffer, mail: Omit<StoredMailView, 'id' | 'date'>): Promise<string> {
    const date = new Date();
    const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(5).toString('hex')}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${id}.eml`), raw);
    // The .json is what the listing looks for, so it appears last and whole (written, then renamed).
    const stored: StoredMailView = {
      id,
      to: mail.to,
      from: mail.from,
      subject: mail.subject,
      date: date.toISOString(),
      html: mail.html,
      text: mail.text,
    };
    await fs.writeFile(path.join(this.dir, `${id}.json.tmp`), JSON.stringify(stored));
    await fs.rename(path.join(this.dir, `${id}.json.tmp`), path.join(this.dir, `${id}.json`));
    return id;
  }

  /** Newest first. */
  async list(): Promise<MailSummaryView[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort()
      .reverse()
      .slice(0, LISTED_MAILS);
    const mails = await Promise.all(ids.map((id) => this.read(id)));
    return mails.filter((mail) => mail !== null).map(({ id, to, subject, date }) => ({ id, to, subject, date }));
  }

  /** null for an unknown id, and for anything that is not one of our ids (no path ever leaves the folder). */
  async read(id: string): Promise<StoredMailView | null> {
    if (!MAIL_ID.test(id)) return null;
    try {
      return JSON.parse(await fs.readFile(path.join(this.dir, `${id}.json`), 'utf8')) as StoredMailView;
    } catch {
      return null;
    }
  }
}
