import { describe, expect, it } from '@jest/globals';
import { formatCents, renderEmail, type EmailRequest } from './email-renderer.js';

const order = {
  items: [{ title: 'The Little Cat', quantity: 2, total_price_cents: 2500 }],
  subtotal_cents: 2500,
  shipping_cost_cents: 0,
  total_cents: 2500,
  currency: 'EUR' as const,
  url: 'https://shop.example.nl/order-confirmation/abc',
};

const request = (overrides: Partial<EmailRequest> = {}): EmailRequest => ({
  texts: { subject: 'Order {{friendly_id}}\nfor {{name}}', body: 'Dear {{name}},\nwelcome.\n\n\nSee {{{name}}}.' },
  language: 'en',
  variables: { friendly_id: 'BK-10042', name: '<img src=x onerror=alert(1)>' },
  shopName: 'Bookshop',
  ...overrides,
});

describe('renderEmail', () => {
  it("formats cents with the currency's sign and two decimals, as the mail's language writes amounts", () => {
    expect([
      formatCents(1250, 'EUR', 'ar'),
      formatCents(5, 'EUR', 'en'),
      formatCents(0, 'EUR', 'en'),
      formatCents(999, 'GBP', 'en'),
      formatCents(1000, 'USD', 'ar'),
      formatCents(3000, 'EUR', 'nl'),
    ]).toEqual(['€12.50', '€0.05', '€0.00', '£9.99', '$10.00', '€\u00a030,00']);
  });

  it('a Dutch mail writes its order amounts the Dutch way', () => {
    const { text } = renderEmail(request({ language: 'nl', order }));
    expect(text).toContain('- 2 × The Little Cat: €\u00a025,00');
  });

  it('keeps the subject on one line', () => {
    expect(renderEmail(request()).subject).toBe('Order BK-10042 for <img src=x onerror=alert(1)>');
  });

  it('escapes every value in the HTML part, triple-stash included, and keeps paragraphs and line breaks', () => {
    const { html } = renderEmail(request({ note: 'Note <b>one</b>\nline two' }));
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<p style="margin:0 0 16px;">Dear &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;,<br>welcome.</p><p style="margin:0 0 16px;">See &lt;img',
    );
    expect(html).toContain('Note &lt;b&gt;one&lt;/b&gt;<br>line two');
    expect(html).toContain('<html dir="ltr" lang="en">');
  });

  it('writes Arabic mails right to left, with the order summary and a button to the order page', () => {
    const { html, text } = renderEmail(request({ language: 'ar', order }));
    expect(html).toContain('<html dir="rtl" lang="ar">');
    expect(html).toContain('text-align:right');
    expect(html).toContain('href="https://shop.example.nl/order-confirmation/abc"');
    expect(html).toContain('مجاني');
    expect(text).toContain('- 2 × The Little Cat: €25.00');
    expect(text).toContain('الإجمالي: €25.00');
  });

  it("ends every mail with the shop's identity, as the law asks, in the mail's language", () => {
    const identity = {
      company_legal_name: 'Al-Qamar B.V.',
      company_trading_name: '',
      company_street: 'Damrak 1',
      company_postcode: '1012 AB',
      company_city: 'Amsterdam',
      company_country: 'NL',
      company_kvk_number: '12345678',
      company_vat_number: 'NL123456789B01',
      contact_email: 'info@shop.example',
      contact_phone: '+31 20 123 4567',
    };
    const dutch = renderEmail(request({ language: 'nl', identity }));
    expect(dutch.text).toMatch(
      /-- \nBookshop · Geïllustreerde kinderboeken\nAl-Qamar B\.V\.\nDamrak 1, 1012 AB Amsterdam, Nederland\nKvK 12345678 · Btw NL123456789B01\ninfo@shop\.example · \+31 20 123 4567\n$/,
    );
    expect(dutch.html).toContain('<br>Al-Qamar B.V.<br>Damrak 1, 1012 AB Amsterdam, Nederland<br>KvK 12345678 · Btw NL123456789B01');
    // What staff have not filled in yet is left out, not shown empty.
    const partial = renderEmail(request({ identity: { ...identity, company_kvk_number: '', company_vat_number: '' } }));
    expect(partial.text).not.toMatch(/KvK|VAT/);
  });

  it('leaves the summary out of mails that are not about an order', () => {
    const { html, text } = renderEmail(request());
    expect(html).not.toMatch(/Order summary|View your order/);
    expect(text).toBe(
      "Dear <img src=x onerror=alert(1)>,\nwelcome.\n\n\nSee <img src=x onerror=alert(1)>.\n\n-- \nBookshop · Illustrated children's books\n",
    );
  });

  it('adds the withdrawal section with its link, escaped', () => {
    const contract = {
      heading: 'Your right of withdrawal',
      text: 'You may withdraw within 14 days & more.',
      linkLabel: 'Withdraw from contract here',
      url: 'https://shop.example.nl/order-confirmation/abc',
      attachments: 'Attached: the terms.',
    };
    const { html, text } = renderEmail(request({ order, contract }));
    expect(html).toContain('<h2 style="font-size:18px;margin:28px 0 12px;">Your right of withdrawal</h2>');
    expect(html).toContain('You may withdraw within 14 days &amp; more.');
    expect(html).toContain(
      '<a href="https://shop.example.nl/order-confirmation/abc" style="color:#b4532a;font-weight:bold;">Withdraw from contract here</a>',
    );
    expect(text).toContain(
      'Your right of withdrawal:\nYou may withdraw within 14 days & more.\nWithdraw from contract here: https://shop.example.nl/order-confirmation/abc\nAttached: the terms.',
    );
  });
});
