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

  /** The mails sent to this address or quoting it (a contact message's reply-to), newest first. */
  async mailsMentioning(email: string): Promise<MailSummaryView[]> {
    const found: MailSummaryView[] = [];
    for (const id of await this.allIds()) {
      const mail = await this.read(id);
      if (mail && mentions(mail, email)) found.push({ id: mail.id, to: mail.to, subject: mail.subject, date: mail.date });
    }
    return found.reverse();
  }

  /** Deletes the mails `mailsMentioning` finds; answers how many went. */
  async forgetMentions(email: string): Promise<number> {
    const mails = await this.mailsMentioning(email);
    for (const mail of mails) await this.remove(mail.id);
    return mails.length;
  }

  /** Deletes every mail written before `before` (the retention period); answers how many went. */
  async removeOlderThan(before: Date, stopping?: AbortSignal): Promise<number> {
    let removed = 0;
    for (const id of await this.allIds()) {
      if (stopping?.aborted) break;
      const written = await fs.stat(path.join(this.dir, `${id}.eml`)).catch(() => null);
      if (!written || written.mtime >= before) continue;
      await this.remove(id);
      removed++;
    }
    return removed;
  }

  /** Every mail's id, oldest first. */
  private async allIds(): Promise<string[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((name) => name.endsWith('.eml'))
      .map((name) => name.slice(0, -'.eml'.length))
      .filter((id) => MAIL_ID.test(id))
      .sort();
  }

  private async remove(id: string): Promise<void> {
    await fs.rm(path.join(this.dir, `${id}.json`), { force: true });
    await fs.rm(path.join(this.dir, `${id}.eml`), { force: true });
  }
}

function mentions(mail: StoredMailView, email: string): boolean {
  const needle = email.toLowerCase();
  return [mail.to, mail.html, mail.text ?? ''].some((part) => String(part).toLowerCase().includes(needle));
}
