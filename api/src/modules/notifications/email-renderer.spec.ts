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

  it('leaves the summary out of mails that are not about an order', () => {
    const { html, text } = renderEmail(request());
    expect(html).not.toMatch(/Order summary|View your order/);
    expect(text).toBe(
      "Dear <img src=x onerror=alert(1)>,\nwelcome.\n\n\nSee <img src=x onerror=alert(1)>.\n\n-- \nBookshop · Illustrated children's books\n",
    );
  });

  it("adds the withdrawal section with its link, and the shop's identity in the footer, escaped", () => {
    const contract = {
      heading: 'Your right of withdrawal',
      text: 'You may withdraw within 14 days.',
      linkLabel: 'Withdraw from contract here',
      url: 'https://shop.example.nl/order-confirmation/abc',
      attachments: 'Attached: the terms.',
    };
    const identity = 'Boeken & Co B.V. · KvK 12345678';
    const { html, text } = renderEmail(request({ order, contract, identity }));
    expect(html).toContain('<h2 style="font-size:18px;margin:28px 0 12px;">Your right of withdrawal</h2>');
    expect(html).toContain(
      '<a href="https://shop.example.nl/order-confirmation/abc" style="color:#b4532a;font-weight:bold;">Withdraw from contract here</a>',
    );
    expect(html).toContain('Bookshop · Illustrated children&#x27;s books<br>Boeken &amp; Co B.V. · KvK 12345678');
    expect(text).toContain(
      'Your right of withdrawal:\nYou may withdraw within 14 days.\nWithdraw from contract here: https://shop.example.nl/order-confirmation/abc\nAttached: the terms.',
    );
    expect(text.endsWith("-- \nBookshop · Illustrated children's books\nBoeken & Co B.V. · KvK 12345678\n")).toBe(true);
  });
});
