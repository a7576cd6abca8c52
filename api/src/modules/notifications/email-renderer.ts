import Handlebars from 'handlebars';
import type { CompanyDetails } from '@bookshop/contracts/company-details';
import { countryName } from '@bookshop/contracts/countries';
import { isRightToLeft, type Language } from '@bookshop/contracts/languages';
import { centsToAmount, formatMoney, type Currency } from '@bookshop/contracts/money';
import { formatVatRate } from '@bookshop/contracts/vat';
import { HTML_LAYOUT, LAYOUT_LABELS, PARAGRAPHS_PARTIAL } from './email-layout.js';
import { renderText } from './template-syntax.js';

/** What an order email shows below the admin's text: amounts in integer cents, as in the order events. */
export interface OrderSummary {
  items: { title: string; quantity: number; total_price_cents: number }[];
  subtotal_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
  /** The VAT in the total and its rate (hundredths of a percent); absent before the shop recorded VAT. */
  vat?: { rate: number; vat_cents: number } | null;
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
  /** Who the shop is, in the footer of every email (the law asks for it); what is not filled in is left out. */
  identity?: CompanyDetails;
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
function shownAmounts(order: OrderSummary, labels: (typeof LAYOUT_LABELS)[Language], language: Language) {
  const money = (cents: number) => formatCents(cents, order.currency, language);
  const free = labels.free;
  return {
    items: order.items.map((item) => ({ title: item.title, quantity: item.quantity, amount: money(item.total_price_cents) })),
    subtotal: money(order.subtotal_cents),
    shipping: order.shipping_cost_cents === 0 ? free : money(order.shipping_cost_cents),
    total: money(order.total_cents),
    vat: order.vat
      ? { label: labels.ofWhichVat.replace('{rate}', formatVatRate(order.vat.rate)), amount: money(order.vat.vat_cents) }
      : null,
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
  const amounts = order && shownAmounts(order, labels, language);
  const rtl = isRightToLeft(language);
  const identity = request.identity ? identityLines(request.identity, language) : [];
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
    identity,
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
        ...(amounts.vat ? [`${amounts.vat.label}: ${amounts.vat.amount}`] : []),
      ].join('\n'),
    amounts && `${labels.viewOrder}: ${amounts.url}`,
    request.contract &&
      [
        `${request.contract.heading}:`,
        request.contract.text,
        `${request.contract.linkLabel}: ${request.contract.url}`,
        request.contract.attachments,
      ].join('\n'),
    [`-- `, `${request.shopName} · ${labels.tagline}`, ...identity].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html, text: `${text}\n` };
}

/** The footer's lines about the shop: legal name, address, KvK and VAT numbers, e-mail and phone. */
function identityLines(details: CompanyDetails, language: Language): string[] {
  const labels = LAYOUT_LABELS[language];
  const address = [
    details.company_street,
    [details.company_postcode, details.company_city].filter(Boolean).join(' '),
    details.company_country && countryName(details.company_country, language),
  ].filter(Boolean);
  return [
    details.company_legal_name,
    address.join(', '),
    [
      details.company_kvk_number && `${labels.kvk} ${details.company_kvk_number}`,
      details.company_vat_number && `${labels.vat} ${details.company_vat_number}`,
    ]
      .filter(Boolean)
      .join(' · '),
    [details.contact_email, details.contact_phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
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
