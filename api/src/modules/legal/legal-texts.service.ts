import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { countryName } from '@bookshop/contracts/countries';
import { isRightToLeft, type Language } from '@bookshop/contracts/languages';
import { fillPlaceholders, LEGAL_TEXT_KINDS, placeholderValues, type LegalTextKind } from '@bookshop/contracts/legal-texts';
import { isUniqueViolation } from '../../platform/database/postgres-errors.js';
import { apiError } from '../../platform/http/api-error.js';
import { StorefrontPageCache } from '../../platform/web/storefront-page-cache.js';
import { SettingsService } from '../store/index.js';
import { DEFAULT_LEGAL_TEXTS } from './default-legal-texts.js';
import type { LegalTextVersionView, RenderedLegalTextView } from './dto/legal-texts.view.js';
import { escapeMarkdown, renderMarkdown, titleOf } from './legal-markdown.js';
import { LegalTextVersion } from './legal-text-version.entity.js';
import { insertFirstVersionIfNone, insertNextVersion, newestVersionIds } from './legal-text-version.queries.js';

/** A published version of a legal text, as other modules read it. */
export interface LegalText {
  id: string;
  kind: LegalTextKind;
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  /** The Markdown as staff wrote it, placeholders not yet filled in. */
  body: Record<Language, string>;
}

/** The versions an order is placed under (null only before the shop's defaults exist). */
export interface OrderLegalVersions {
  termsVersionId: string | null;
  withdrawalPolicyVersionId: string | null;
}

/**
 * The legal texts (terms, withdrawal policy, privacy, shipping, about) as numbered versions. A
 * version never changes once published; publishing makes the next one, and the storefront shows
 * it at once (the rendered pages are forgotten in every process).
 */
@Injectable()
export class LegalTextsService {
  constructor(
    @InjectRepository(LegalTextVersion) private readonly versions: Repository<LegalTextVersion>,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(StorefrontPageCache) private readonly pages: StorefrontPageCache,
  ) {}

  /** The version in force; 404 before the shop's setup has published the defaults. */
  async current(kind: LegalTextKind): Promise<LegalText> {
    const [latest] = await this.versions.find({ where: { kind }, order: { version: 'DESC' }, take: 1 });
    if (!latest) throw apiError(API_ERRORS.legalTextNotFound, { message: `No ${kind} text is published` });
    return toLegalText(latest);
  }

  /** Any version, current or older (an order's); null when there is none with that id. */
  async byId(id: string): Promise<LegalText | null> {
    const version = await this.versions.findOneBy({ id });
    return version && toLegalText(version);
  }

  /** Every version of a text, newest first (the back office's list). */
  async history(kind: LegalTextKind): Promise<LegalText[]> {
    return (await this.versions.find({ where: { kind }, order: { version: 'DESC' } })).map(toLegalText);
  }

  /** What an order placed now records: the current terms and withdrawal policy. */
  async currentOrderVersions(): Promise<OrderLegalVersions> {
    const newest = await newestVersionIds(this.versions.manager, ['terms', 'withdrawal']);
    return { termsVersionId: newest.get('terms') ?? null, withdrawalPolicyVersionId: newest.get('withdrawal') ?? null };
  }

  /** Publishes the next version of a text; the storefront shows it from now on. */
  async publish(kind: LegalTextKind, body: Record<Language, string>, publishedBy: string | null): Promise<LegalText> {
    try {
      const id = await insertNextVersion(this.versions.manager, kind, body, publishedBy);
      await this.pages.changed();
      return toLegalText(await this.versions.findOneByOrFail({ id }));
    } catch (error) {
      // Two staff publishing the same text at the same moment: the second is told to look again.
      if (isUniqueViolation(error))
        throw apiError(API_ERRORS.legalTextChanged, { message: `Another version of the ${kind} text was just published` });
      throw error;
    }
  }

  /** The text in one language with the shop's details filled in, still Markdown (for emails and PDFs). */
  async filledMarkdown(text: LegalText, language: Language): Promise<string> {
    const [details, retention] = await Promise.all([this.settings.companyDetails(), this.settings.retention()]);
    const rtl = isRightToLeft(language);
    const country = details.company_country ? countryName(details.company_country, language) : '';
    const values = placeholderValues(details, retention, country, rtl ? '، ' : ', ');
    // In a right-to-left text each value is isolated, so a Latin name or address keeps its own order.
    const escaped = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, rtl && value ? `\u2068${escapeMarkdown(value)}\u2069` : escapeMarkdown(value)]),
    );
    return fillPlaceholders(text.body[language], escaped);
  }

  /** The text as a page shows it: safe HTML made from the Markdown, details filled in. */
  async render(text: LegalText, language: Language): Promise<RenderedLegalTextView> {
    const filled = await this.filledMarkdown(text, language);
    return {
      id: text.id,
      kind: text.kind,
      version: text.version,
      published_at: text.publishedAt.toISOString(),
      language,
      title: titleOf(filled),
      html: renderMarkdown(filled),
    };
  }

  /** A new shop's texts: version 1 of each kind not published yet. */
  async ensureDefaults(): Promise<void> {
    for (const kind of LEGAL_TEXT_KINDS) {
      await insertFirstVersionIfNone(this.versions.manager, kind, DEFAULT_LEGAL_TEXTS[kind]);
    }
  }
}

export function presentLegalTextVersion(text: LegalText): LegalTextVersionView {
  return {
    id: text.id,
    kind: text.kind,
    version: text.version,
    published_at: text.publishedAt.toISOString(),
    published_by: text.publishedBy,
    body_ar: text.body.ar,
    body_en: text.body.en,
    body_nl: text.body.nl,
  };
}

function toLegalText(row: LegalTextVersion): LegalText {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    body: { ar: row.bodyAr, en: row.bodyEn, nl: row.bodyNl },
  };
}
