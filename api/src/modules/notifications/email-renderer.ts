import Handlebars from 'handlebars';
import { isRightToLeft, type Language } from '@bookshop/contracts/languages';
import { centsToAmount, formatMoney, type Currency } from '@bookshop/contracts/money';
import { HTML_LAYOUT, LAYOUT_LABELS, PARAGRAPHS_PARTIAL } from './email-layout.js';
import { renderText } from './template-syntax.js';

/** What an order email shows below the admin's text: amounts in integer cents, as in the order events. */
export interface OrderSummary {
  items: { title: string; quantity: number; total_price_cents: number }[];
  subtotal_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
  currency: Currency;
  url: string;
}

/** The confirmation's part of the durable record: the withdrawal right and where to use it. */
export interface ContractSection {
  heading: string;
  text: string;
  linkLabel: string;
  /** The order's page, where the withdrawal function is. */
  url: string;
  /** What is attached (the terms, the withdrawal policy and its model form). */
  attachments: string;
}

export interface EmailRequest {
  /** The template's subject and body in the email's language. */
  texts: { subject: string; body: string };
  language: Language;
  variables: Record<string, string>;
  shopName: string;
  /** An admin's own words for this one email, shown above the body. */
  note?: string | null;
  order?: OrderSummary;
  contract?: ContractSection;
  /** Who the shop is (legal name, address, KvK and VAT numbers...), in the footer. */
  identity?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const layouts = Handlebars.create();
layouts.registerPartial('paragraphs', PARAGRAPHS_PARTIAL);
const htmlLayout = layouts.compile(HTML_LAYOUT, { strict: true });

const FONTS = {
  rtl: "Tahoma, 'Segoe UI', Arial, sans-serif",
  ltr: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};

/** 1250 EUR in Dutch -> "€ 12,50": the email writes amounts as the storefront does in that language. */
export function formatCents(cents: number, currency: Currency, language: Language): string {
  return formatMoney(centsToAmount(cents), currency, language);
}

/** The order's amounts as the email shows them; a shipping cost of 0 reads as `free`. */
function shownAmounts(order: OrderSummary, free: string, language: Language) {
  const money = (cents: number) => formatCents(cents, order.currency, language);
  return {
    items: order.items.map((item) => ({ title: item.title, quantity: item.quantity, amount: money(item.total_price_cents) })),
    subtotal: money(order.subtotal_cents),
    shipping: order.shipping_cost_cents === 0 ? free : money(order.shipping_cost_cents),
    total: money(order.total_cents),
    url: order.url,
  };
}

/** Renders a template with its values into the email's subject, HTML part and plain-text part. */
export function renderEmail(request: EmailRequest): RenderedEmail {
  const { language, order } = request;
  const labels = LAYOUT_LABELS[language];
  // A subject is one header line: line breaks from values would break it.
  const subject = renderText(request.texts.subject, request.variables).replace(/\s+/g, ' ').trim();
  const body = renderText(request.texts.body, request.variables).trim();
  const note = request.note?.trim() || null;
  const amounts = order && shownAmounts(order, labels.free, language);
  const rtl = isRightToLeft(language);
  const html = htmlLayout({
    lang: language,
    dir: rtl ? 'rtl' : 'ltr',
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    font: rtl ? FONTS.rtl : FONTS.ltr,
    shopName: request.shopName,
    subject,
    labels,
    note: note && paragraphs(note),
    body: paragraphs(body),
    order: amounts,
    contract: request.contract,
    identity: request.identity,
  });

  const text = [
    note,
    body,
    amounts &&
      [
        `${labels.orderSummary}:`,
        ...amounts.items.map((item) => `- ${item.quantity} × ${item.title}: ${item.amount}`),
        `${labels.subtotal}: ${amounts.subtotal}`,
        `${labels.shipping}: ${amounts.shipping}`,
        `${labels.total}: ${amounts.total}`,
      ].join('\n'),
    amounts && `${labels.viewOrder}: ${amounts.url}`,
    request.contract &&
      [
        `${request.contract.heading}:`,
        request.contract.text,
        `${request.contract.linkLabel}: ${request.contract.url}`,
        request.contract.attachments,
      ].join('\n'),
    [`-- \n${request.shopName} · ${labels.tagline}`, request.identity].filter(Boolean).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html, text: `${text}\n` };
}

/** Blank lines separate paragraphs; single line breaks stay line breaks. */
function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraph.split('\n'));
}
