import { createHash } from 'node:crypto';
import { formatMoney } from '@bookshop/contracts/money';
import { REFUND_DECISIONS, type MolliePaymentRecord, type MollieRefundRecord } from './mollie-payment.store.js';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  .banner { margin: 0 0 1.5rem; padding: .5rem .75rem; background: #fef3c7; border: 1px solid #f59e0b; border-radius: 6px; font-weight: 600; }
  h1 { margin: 0; font-size: 1.1rem; font-weight: 500; color: #4b5563; }
  .amount { margin: .25rem 0; font-size: 2.25rem; font-weight: 700; }
  .description { margin: 0 0 1.5rem; }
  .choices { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; border: 0; margin: 0; padding: 0; }
  legend { margin-bottom: .75rem; padding: 0; }
  button { padding: .75rem; font: inherit; font-weight: 600; border: 1px solid #9ca3af; border-radius: 6px; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .paid { background: #047857; border-color: #047857; color: #fff; }
  .note { margin: 1.5rem 0 0; font-size: .85rem; color: #4b5563; }
  .refund { margin: 1rem 0 0; padding: 1rem 0 0; border-top: 1px solid #e5e7eb; }
  a { color: #1d4ed8; }
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const DECISION_LABELS = { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired' } as const;

/**
 * The page's own Content-Security-Policy, replacing the shop's: browsers apply `form-action` to
 * the redirect that follows the form POST too, so the shop's origin (the redirectUrl's) is allowed
 * besides 'self'; its inline style is allowed by hash, and nothing else loads.
 */
export function checkoutPagePolicy(payment?: MolliePaymentRecord): string {
  const formAction = ["'self'", ...(payment ? [new URL(payment.redirectUrl).origin] : [])].join(' ');
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

/**
 * The hosted checkout of an open payment: the tester picks the outcome, without any JavaScript, or
 * picks bank transfer, which leaves the payment open (and cancelable) until an outcome is picked.
 */
export function checkoutPage(payment: MolliePaymentRecord): string {
  const buttons = Object.entries(DECISION_LABELS)
    .map(([status, label]) => `<button type="submit" name="status" value="${status}" class="${status}">${label}</button>`)
    .join('\n      ');
  const method = payment.method
    ? `<p class="note">Bank transfer chosen: the payment stays open until the transfer arrives, unless the shop cancels it.</p>`
    : `<form method="post">
    <p class="note">Or leave it open, as a bank transfer that has not arrived yet:</p>
    <button type="submit" name="method" value="banktransfer">Pay later by bank transfer</button>
  </form>`;
  return page(
    `Test payment of ${formatAmount(payment)}`,
    `<h1>Test payment</h1>
  <p class="amount">${escapeHtml(formatAmount(payment))}</p>
  <p class="description">${escapeHtml(payment.description)}</p>
  <form method="post">
    <fieldset class="choices">
      <legend>Choose the outcome of this payment:</legend>
      ${buttons}
    </fieldset>
  </form>
  ${method}
  <p class="note">This page stands in for Mollie's checkout while the shop runs without a Mollie key. Payment ${escapeHtml(payment.id)}.</p>`,
  );
}

/**
 * A payment that is no longer open, as its checkout link shows it afterwards, with its refunds:
 * the tester moves an open one on, as Mollie would process it (refunded, failed) or the merchant
 * cancel it.
 */
export function decidedPage(payment: MolliePaymentRecord, refunds: MollieRefundRecord[]): string {
  return page(
    `Test payment ${payment.status}`,
    `<h1>Test payment</h1>
  <p class="amount">${escapeHtml(formatAmount(payment))}</p>
  <p class="description">${escapeHtml(payment.description)}</p>
  <p>This payment is <strong>${payment.status}</strong>; it cannot be decided again.</p>
  ${refunds.map((refund) => refundBlock(payment, refund)).join('\n  ')}
  <p><a href="${escapeHtml(payment.redirectUrl)}">Back to the shop</a></p>`,
  );
}

function refundBlock(payment: MolliePaymentRecord, refund: MollieRefundRecord): string {
  const heading = `<p>Refund ${escapeHtml(refund.id)} of ${escapeHtml(formatMoney(Number(refund.amount.value), refund.amount.currency, 'en'))}: <strong>${refund.status}</strong>${refund.description ? ` (${escapeHtml(refund.description)})` : ''}</p>`;
  if (['refunded', 'failed', 'canceled'].includes(refund.status)) return `<div class="refund">${heading}</div>`;
  const buttons = REFUND_DECISIONS.map((status) => `<button type="submit" name="status" value="${status}">${status}</button>`).join(' ');
  return `<div class="refund">${heading}
    <form method="post" action="${escapeHtml(`${payment.checkoutUrl}/refunds/${refund.id}`)}">${buttons}</form>
  </div>`;
}

export function notFoundPage(id: string): string {
  return page('Test payment not found', `<h1>Test payment not found</h1>\n  <p>No payment exists with token ${escapeHtml(id)}.</p>`);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · local test payments</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="banner">Local test payment: no real money is moved.</p>
  ${content}
</main>
</body>
</html>
`;
}

function formatAmount(payment: MolliePaymentRecord): string {
  // The test checkout page is in English.
  return formatMoney(Number(payment.amount.value), payment.amount.currency, 'en');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
