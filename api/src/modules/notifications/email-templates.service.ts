import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { fitsAnOrder, isSystemTemplate } from '@bookshop/contracts/emails';
import type { Language } from '@bookshop/contracts/languages';
import { isUniqueViolation } from '../../platform/database/postgres-errors.js';
import { apiError } from '../../platform/http/api-error.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import type { EmailTemplateDto } from './dto/email-template.dto.js';
import type { EmailTemplateView } from './dto/notifications.view.js';
import { EmailTemplate } from './email-template.entity.js';
import { insertTemplatesMissingByName } from './email-template.queries.js';
import { placeholdersOf, syntaxError } from './template-syntax.js';

const TEXT_FIELDS = ['subject_ar', 'subject_en', 'subject_nl', 'body_ar', 'body_en', 'body_nl'] as const;

/** The back office's email templates, and the lookup the senders use. */
@Injectable()
export class EmailTemplatesService {
  constructor(@InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>) {}

  async list(): Promise<EmailTemplateView[]> {
    return (await this.templates.find({ order: { name: 'ASC' } })).map(toView);
  }

  /** The templates that can be sent about an order (the order page's send-email block). */
  async listForOrders(): Promise<EmailTemplateView[]> {
    return (await this.list()).filter((template) => fitsAnOrder(template.name));
  }

  /** null when no template has that name (the admin send-email route validates with it). */
  async findByName(name: string): Promise<EmailTemplateView | null> {
    const template = await this.templates.findOneBy({ name });
    return template ? toView(template) : null;
  }

  /**
   * What the senders use: the stored template, or for a system template missing from older data its
   * default wording, so a customer still gets the email. null for an unknown name.
   */
  async findForSending(name: string): Promise<EmailTemplateView | null> {
    const stored = await this.findByName(name);
    if (stored) return stored;
    const fallback = DEFAULT_TEMPLATES.find((template) => template.name === name);
    if (!fallback) return null;
    const now = new Date();
    return toView(Object.assign(this.templates.create(columns(fallback)), { id: '', createdAt: now, updatedAt: now }));
  }

  async create(input: EmailTemplateDto): Promise<EmailTemplateView> {
    checkSyntax(input);
    return this.saveUnique(input.name, () => this.templates.save(this.templates.create(columns(input))));
  }

  async update(id: string, input: EmailTemplateDto): Promise<EmailTemplateView> {
    const template = await this.findOrFail(id);
    if (isSystemTemplate(template.name) && input.name !== template.name) {
      throw apiError(API_ERRORS.templateProtected, {
        message: `The email template "${template.name}" is sent by the shop itself: its name cannot change`,
        fields: { name: 'admin.templates.systemNameFixed' },
      });
    }
    checkSyntax(input);
    Object.assign(template, columns(input));
    return this.saveUnique(input.name, () => this.templates.save(template));
  }

  /** The shop's own templates stay: deleting one would stop the emails that need it. */
  async delete(id: string): Promise<void> {
    const template = await this.findOrFail(id);
    if (isSystemTemplate(template.name)) {
      throw apiError(API_ERRORS.templateProtected, {
        message: `The email template "${template.name}" is sent by the shop itself: it can be edited but not deleted`,
      });
    }
    await this.templates.delete({ id });
  }

  /** Inserts the default templates that are missing by name; an admin's edits are never overwritten. */
  async ensureDefaultTemplates(): Promise<void> {
    await insertTemplatesMissingByName(this.templates.manager, DEFAULT_TEMPLATES.map(columns));
  }

  private async saveUnique(name: string, save: () => Promise<EmailTemplate>): Promise<EmailTemplateView> {
    try {
      return toView(await save());
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw apiError(API_ERRORS.templateExists, {
          message: `An email template named "${name}" already exists`,
          fields: { name: 'admin.templates.nameTaken' },
        });
      }
      throw error;
    }
  }

  private async findOrFail(id: string): Promise<EmailTemplate> {
    const template = await this.templates.findOneBy({ id });
    if (!template) throw apiError(API_ERRORS.templateNotFound);
    return template;
  }
}

/** The subject and body of a template in one language. */
export function textsIn(template: EmailTemplateView, language: Language): { subject: string; body: string } {
  return { subject: template[`subject_${language}`], body: template[`body_${language}`] };
}

function checkSyntax(input: EmailTemplateDto): void {
  const fields: Record<string, string> = {};
  const problems: string[] = [];
  for (const field of TEXT_FIELDS) {
    const error = syntaxError(input[field]);
    if (error === null) continue;
    fields[field] = 'admin.templates.invalidSyntax';
    problems.push(`${field}: ${error}`);
  }
  if (problems.length > 0) {
    throw apiError(API_ERRORS.invalidTemplate, { message: `Not a valid Handlebars template. ${problems.join(' ')}`, fields });
  }
}

function columns(input: EmailTemplateDto) {
  return {
    name: input.name,
    subjectAr: input.subject_ar,
    subjectEn: input.subject_en,
    subjectNl: input.subject_nl,
    bodyAr: input.body_ar,
    bodyEn: input.body_en,
    bodyNl: input.body_nl,
  };
}

function toView(template: EmailTemplate): EmailTemplateView {
  const texts = {
    subject_ar: template.subjectAr,
    subject_en: template.subjectEn,
    subject_nl: template.subjectNl,
    body_ar: template.bodyAr,
    body_en: template.bodyEn,
    body_nl: template.bodyNl,
  };
  return {
    id: template.id,
    name: template.name,
    ...texts,
    placeholders: placeholdersOf(TEXT_FIELDS.map((field) => texts[field])),
    system: isSystemTemplate(template.name),
    created_at: template.createdAt,
    updated_at: template.updatedAt,
  };
}
