import type { Language } from '@bookshop/contracts/languages';
import type { OrderEmailRequest } from './admin-orders.api';

/** What the send-email form holds: one value per placeholder of the chosen template. */
export interface OrderEmailValues {
  template_name: string;
  language: Language;
  variables?: Record<string, string | undefined>;
  custom_message?: string;
}

/**
 * Spec 001 section 5: blank variable values are dropped and the rest trimmed, so the server fills
 * in what it knows of the order; the optional note goes as custom_message, and only when written.
 */
export function orderEmailRequest(values: OrderEmailValues): OrderEmailRequest {
  const variables = Object.fromEntries(
    Object.entries(values.variables ?? {})
      .map(([name, value]) => [name, (value ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const message = values.custom_message?.trim();
  return { template_name: values.template_name, language: values.language, variables, ...(message ? { custom_message: message } : {}) };
}
