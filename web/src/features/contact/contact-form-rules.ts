import { MAX_CONTACT_LINE_LENGTH, MAX_CONTACT_MESSAGE_LENGTH } from '@bookshop/contracts/contact';
import { isEmailAddress } from '@bookshop/contracts/email-address';
import type { ContactPayload } from '../../shared/api/types';

export type ContactField = keyof ContactPayload;
/** A field's problem as a translation key, the same keys the server answers in `fields`. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The server's rules (POST /api/contact), checked here first to spare a round trip. */
export function validateContact(form: ContactPayload): ContactErrors {
  const errors: ContactErrors = {};
  const fullName = form.full_name.trim();
  if (!fullName) errors.full_name = 'contact.validation.fullName';
  else if (fullName.length > MAX_CONTACT_LINE_LENGTH) errors.full_name = 'contact.validation.fullNameLength';
  if (!isEmailAddress(form.email.trim())) errors.email = 'contact.validation.email';
  const subject = form.subject.trim();
  if (!subject) errors.subject = 'contact.validation.subject';
  else if (subject.length > MAX_CONTACT_LINE_LENGTH) errors.subject = 'contact.validation.subjectLength';
  const message = form.message.trim();
  if (!message) errors.message = 'contact.validation.message';
  else if (message.length > MAX_CONTACT_MESSAGE_LENGTH) errors.message = 'contact.validation.messageLength';
  return errors;
}

/** The field errors of a 400 answer, if the server named any fields we show. */
export function serverFieldErrors(error: unknown): ContactErrors | undefined {
  const fields = (error as { data?: { fields?: Record<string, string> } } | undefined)?.data?.fields;
  if (!fields) return undefined;
  const known: ContactErrors = {};
  for (const field of ['full_name', 'email', 'subject', 'message'] as const) if (fields[field]) known[field] = fields[field];
  return Object.keys(known).length > 0 ? known : undefined;
}
