import { isRightToLeft, type Language } from '@bookshop/contracts/languages';
import { DEFAULT_CURRENCY } from '@bookshop/contracts/money';
import { formatVatRate } from '@bookshop/contracts/vat';
import { renderPdfOnce, type PdfRow } from '../../platform/pdf/pdf-renderer.js';
import type { OrderSnapshot } from '../../events/orders.js';
import { formatDate, identityLine } from './contract-documents.js';
import { formatCents } from './email-renderer.js';
import type { MailAttachment } from './mailer.js';
import type { ShopIdentity } from './order-contract.js';

const LABELS: Record<
  Language,
  {
    title: string;
    file: string;
    number: (receipt: string) => string;
    issued: (date: string) => string;
    order: (friendlyId: string) => string;
    customer: (name: string) => string;
    book: string;
    quantity: string;
    price: string;
    amount: string;
    delivery: string;
    net: string;
    vat: (rate: string) => string;
    total: string;
    vatScheme: { home: string; oss: string };
  }
> = {
  ar: {
    title: 'إيصال',
    file: 'receipt',
    number: (receipt) => `رقم الإيصال ${receipt}`,
    issued: (date) => `بتاريخ ${date}`,
    order: (friendlyId) => `الطلب ${friendlyId}`,
    customer: (name) => `العميل: ${name}`,
    book: 'الكتاب',
    quantity: 'الكمية',
    price: 'السعر',
    amount: 'المبلغ',
    delivery: 'التوصيل',
    net: 'المبلغ دون الضريبة',
    vat: (rate) => `ضريبة القيمة المضافة ${rate}%`,
    total: 'الإجمالي شامل الضريبة',
    vatScheme: {
      home: 'ضريبة القيمة المضافة الهولندية.',
      oss: 'ضريبة القيمة المضافة لبلد التسليم، يُصرَّح بها عبر نظام الشباك الواحد في الاتحاد الأوروبي (OSS).',
    },
  },
  en: {
    title: 'Receipt',
    file: 'receipt',
    number: (receipt) => `Receipt ${receipt}`,
    issued: (date) => `Issued ${date}`,
    order: (friendlyId) => `Order ${friendlyId}`,
    customer: (name) => `Customer: ${name}`,
    book: 'Book',
    quantity: 'Qty',
    price: 'Price',
    amount: 'Amount',
    delivery: 'Delivery',
    net: 'Net amount',
    vat: (rate) => `VAT ${rate}%`,
    total: 'Total incl. VAT',
    vatScheme: {
      home: 'Dutch VAT.',
      oss: "VAT of the country of delivery, declared through the EU's One-Stop-Shop (OSS).",
    },
  },
  nl: {
    title: 'Kassabon',
    file: 'kassabon',
    number: (receipt) => `Bonnummer ${receipt}`,
    issued: (date) => `Uitgegeven op ${date}`,
    order: (friendlyId) => `Bestelling ${friendlyId}`,
    customer: (name) => `Klant: ${name}`,
    book: 'Boek',
    quantity: 'Aantal',
    price: 'Prijs',
    amount: 'Bedrag',
    delivery: 'Verzending',
    net: 'Bedrag excl. btw',
    vat: (rate) => `Btw ${rate}%`,
    total: 'Totaal incl. btw',
    vatScheme: {
      home: 'Nederlandse btw.',
      oss: 'Btw van het land van levering, aangegeven via het éénloketsysteem (OSS) van de EU.',
    },
  },
};

/**
 * The receipt of a paid order, in `language`: its unbroken number, the shop's identity, the lines,
 * the delivery, the net amount, the VAT at its rate and the total (docs/vat.md). null for an order
 * that has no receipt: unpaid, or placed before the shop recorded VAT.
 */
export async function receiptAttachment(order: OrderSnapshot, identity: ShopIdentity, language: Language): Promise<MailAttachment | null> {
  if (!order.receipt_number || !order.vat) return null;
  const labels = LABELS[language];
  const currency = order.currency ?? DEFAULT_CURRENCY;
  const money = (cents: number) => formatCents(cents, currency, language);
  const vat = order.vat;
  const rows: PdfRow[] = [
    ...order.items.map((item) => ({
      cells: [item[`title_${language}`], String(item.quantity), money(item.unit_price_cents), money(item.total_price_cents)],
    })),
    { cells: [labels.delivery, '', '', money(order.shipping_cost_cents)] },
    { cells: [labels.net, '', '', money(vat.net_cents)], emphasis: true },
    { cells: [labels.vat(formatVatRate(vat.rate)), '', '', money(vat.vat_cents)] },
    { cells: [labels.total, '', '', money(order.total_cents)], emphasis: true },
  ];
  const content = await renderPdfOnce({
    lang: language,
    direction: isRightToLeft(language) ? 'rtl' : 'ltr',
    title: labels.title,
    subtitle: [
      labels.number(order.receipt_number),
      labels.issued(formatDate(new Date(order.receipt_issued_at ?? order.created_at), language)),
      labels.order(order.friendly_id),
      labels.customer(order.customer_name),
    ],
    blocks: [
      {
        type: 'table',
        columns: [
          { header: labels.book, width: 0.52, align: 'start' },
          { header: labels.quantity, width: 0.12, align: 'end' },
          { header: labels.price, width: 0.18, align: 'end' },
          { header: labels.amount, width: 0.18, align: 'end' },
        ],
        rows,
      },
      { type: 'paragraph', text: labels.vatScheme[vat.scheme], small: true },
    ],
    footer: identityLine(identity, language),
    author: identity.tradingName || identity.legalName,
  });
  return { filename: `${labels.file}-${order.receipt_number}.pdf`, contentType: 'application/pdf', content };
}
