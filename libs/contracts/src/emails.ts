/**
 * The email templates the shop sends by name. Staff may edit or even delete them; a deleted one
 * comes back in its default wording at the next start; until then an email that needs it fails and is retried.
 */
export const EMAIL_TEMPLATE_NAMES = {
  orderConfirmation: 'order_confirmation',
  orderSent: 'order_sent',
  orderDelivered: 'order_delivered',
  orderRefunded: 'order_refunded',
  contactMessage: 'contact_message',
} as const;

/**
 * The values staff fill in for a template's placeholders (texts or numbers): blank ones are dropped
 * (the shop fills in what it knows of the order) and the rest trimmed.
 */
export function filledInVariables(variables: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables)
      .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
      .map(([name, value]) => [name, String(value).trim()])
      .filter(([, value]) => value !== ''),
  );
}
