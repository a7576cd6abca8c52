import type { Language } from '@bookshop/contracts/languages';

/** The words of the layout around an admin's template, in each email language. */
export const LAYOUT_LABELS: Record<
  Language,
  Record<
    | 'tagline'
    | 'orderSummary'
    | 'book'
    | 'quantity'
    | 'amount'
    | 'subtotal'
    | 'shipping'
    | 'free'
    | 'total'
    | 'ofWhichVat'
    | 'viewOrder'
    | 'kvk'
    | 'vat',
    string
  >
> = {
  ar: {
    tagline: 'كتب مصوّرة للأطفال',
    orderSummary: 'ملخص الطلب',
    book: 'الكتاب',
    quantity: 'الكمية',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    free: 'مجاني',
    total: 'الإجمالي',
    ofWhichVat: 'منها ضريبة القيمة المضافة ({rate}%)',
    viewOrder: 'عرض طلبك',
    kvk: 'رقم السجل التجاري (KvK)',
    vat: 'رقم ضريبة القيمة المضافة',
  },
  en: {
    tagline: "Illustrated children's books",
    orderSummary: 'Order summary',
    book: 'Book',
    quantity: 'Quantity',
    amount: 'Amount',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    ofWhichVat: 'Of which VAT ({rate}%)',
    viewOrder: 'View your order',
    kvk: 'Chamber of Commerce (KvK)',
    vat: 'VAT',
  },
  nl: {
    tagline: 'Geïllustreerde kinderboeken',
    orderSummary: 'Overzicht van je bestelling',
    book: 'Boek',
    quantity: 'Aantal',
    amount: 'Bedrag',
    subtotal: 'Subtotaal',
    shipping: 'Verzending',
    free: 'Gratis',
    total: 'Totaal',
    ofWhichVat: 'Waarvan btw ({rate}%)',
    viewOrder: 'Bekijk je bestelling',
    kvk: 'KvK',
    vat: 'Btw',
  },
};

/**
 * The HTML part, compiled with escaping on: every value in it, the admin's rendered text
 * included, goes through `{{ }}`. Tables and inline styles because mail clients ignore most CSS;
 * `start`/`end` are the text sides (right/left for Arabic), so one layout serves both directions.
 */
export const HTML_LAYOUT = `<!DOCTYPE html>
<html dir="{{dir}}" lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f7f1e8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f1e8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;font-family:{{font}};color:#2f2a24;text-align:{{start}};">
<tr><td style="background:#e07a3f;border-radius:12px 12px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold;">{{shopName}}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6;">
{{#if note}}<div style="background:#fdf4e9;border-{{start}}:4px solid #e07a3f;padding:16px 16px 0;margin:0 0 20px;">{{> paragraphs note}}</div>
{{/if}}{{> paragraphs body}}
{{#if order}}<h2 style="font-size:18px;margin:28px 0 12px;">{{labels.orderSummary}}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
<tr style="color:#7a6f63;"><th style="text-align:{{start}};padding:8px 0;border-bottom:2px solid #eadfd2;">{{labels.book}}</th><th style="text-align:center;padding:8px;border-bottom:2px solid #eadfd2;">{{labels.quantity}}</th><th style="text-align:{{end}};padding:8px 0;border-bottom:2px solid #eadfd2;">{{labels.amount}}</th></tr>
{{#each order.items}}<tr><td style="padding:8px 0;border-bottom:1px solid #f0e8de;">{{title}}</td><td style="text-align:center;padding:8px;border-bottom:1px solid #f0e8de;">{{quantity}}</td><td style="text-align:{{../end}};padding:8px 0;border-bottom:1px solid #f0e8de;white-space:nowrap;">{{amount}}</td></tr>
{{/each}}<tr><td colspan="2" style="padding:8px 0 0;">{{labels.subtotal}}</td><td style="text-align:{{end}};padding:8px 0 0;white-space:nowrap;">{{order.subtotal}}</td></tr>
<tr><td colspan="2" style="padding:4px 0;">{{labels.shipping}}</td><td style="text-align:{{end}};padding:4px 0;white-space:nowrap;">{{order.shipping}}</td></tr>
<tr><td colspan="2" style="padding:8px 0;font-weight:bold;border-top:2px solid #eadfd2;">{{labels.total}}</td><td style="text-align:{{end}};padding:8px 0;font-weight:bold;border-top:2px solid #eadfd2;white-space:nowrap;">{{order.total}}</td></tr>
{{#if order.vat}}<tr><td colspan="2" style="padding:4px 0;color:#7a6f63;">{{order.vat.label}}</td><td style="text-align:{{end}};padding:4px 0;color:#7a6f63;white-space:nowrap;">{{order.vat.amount}}</td></tr>{{/if}}
</table>
<p style="margin:28px 0 8px;text-align:center;"><a href="{{order.url}}" style="display:inline-block;background:#e07a3f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:24px;">{{labels.viewOrder}}</a></p>
{{/if}}{{#if contract}}<h2 style="font-size:18px;margin:28px 0 12px;">{{contract.heading}}</h2>
<p style="margin:0 0 16px;">{{contract.text}}</p>
<p style="margin:0 0 16px;"><a href="{{contract.url}}" style="color:#b4532a;font-weight:bold;">{{contract.linkLabel}}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#7a6f63;">{{contract.attachments}}</p>
{{/if}}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f0e8de;color:#7a6f63;font-size:13px;text-align:center;">{{shopName}} · {{labels.tagline}}{{#each identity}}<br>{{this}}{{/each}}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

/** Paragraphs are lists of lines: the admin's line breaks are kept as <br>. */
export const PARAGRAPHS_PARTIAL = `{{#each this}}<p style="margin:0 0 16px;">{{#each this}}{{this}}{{#unless @last}}<br>{{/unless}}{{/each}}</p>{{/each}}`;
