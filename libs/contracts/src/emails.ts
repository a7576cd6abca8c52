/**
 * The email templates the shop sends by name (the system templates). Staff may edit them but neither
 * delete nor rename them; should one be missing anyway (older data), the shop sends its default wording.
 */
export const EMAIL_TEMPLATE_NAMES = {
  orderConfirmation: 'order_confirmation',
  orderSent: 'order_sent',
  orderDelivered: 'order_delivered',
  orderRefunded: 'order_refunded',
  withdrawalReceived: 'withdrawal_received',
  withdrawalLink: 'withdrawal_link',
  contactMessage: 'contact_message',
  privacyCopyLink: 'privacy_copy_link',
} as const;

export type SystemTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[keyof typeof EMAIL_TEMPLATE_NAMES];

const SYSTEM_TEMPLATE_NAMES: readonly string[] = Object.values(EMAIL_TEMPLATE_NAMES);

export function isSystemTemplate(name: string): name is SystemTemplateName {
  return SYSTEM_TEMPLATE_NAMES.includes(name);
}

/**
 * Every template but the contact message (which goes to the shop, not a customer) and a parent's
 * data link (which only the privacy page's request sends) can be sent about an order.
 */
export function fitsAnOrder(name: string): boolean {
  return name !== EMAIL_TEMPLATE_NAMES.contactMessage && name !== EMAIL_TEMPLATE_NAMES.privacyCopyLink;
}

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
