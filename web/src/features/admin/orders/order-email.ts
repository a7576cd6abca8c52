import { filledInVariables } from '@bookshop/contracts/emails';
import type { Language } from '@bookshop/contracts/languages';
import type { OrderEmailRequest } from './admin-orders.api';

/** What the send-email form holds: one value per placeholder of the chosen template. */
export interface OrderEmailValues {
  template_name: string;
  language: Language;
  variables?: Record<string, string | undefined>;
  custom_message?: string;
}

/** Blank placeholder values are left out; the optional note goes as custom_message, and only when written. */
export function orderEmailRequest(values: OrderEmailValues): OrderEmailRequest {
  const variables = filledInVariables(values.variables ?? {});
  const message = values.custom_message?.trim();
  return { template_name: values.template_name, language: values.language, variables, ...(message ? { custom_message: message } : {}) };
}
