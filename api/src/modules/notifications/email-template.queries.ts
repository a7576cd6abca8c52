import type { EntityManager } from 'typeorm';
import { EmailTemplate } from './email-template.entity.js';

/* The SQL of the email templates; each query takes the EntityManager to run on. */

/** Stores the templates whose name is not taken yet; a template that exists (an admin's edits) is left as it is. */
export async function insertTemplatesMissingByName(db: EntityManager, templates: Partial<EmailTemplate>[]): Promise<void> {
  await db.getRepository(EmailTemplate).createQueryBuilder().insert().values(templates).orIgnore().execute();
}
