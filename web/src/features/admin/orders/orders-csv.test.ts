import { describe, expect, test } from '@jest/globals';
import { anAdminOrder } from './admin-order.fixture';
import { csvField, ordersCsv } from './orders-csv';

describe('ordersCsv', () => {
  test('writes a header and one row per order, in the order given', () => {
    const csv = ordersCsv([
      anAdminOrder({
        friendly_id: 'BK-2',
        process_number: 'P2',
        status: 'sent',
        customer_name: 'Omar',
        customer_email: 'omar@shop.nl',
        customer_phone: '+49 30 1234567',
        total_amount: 100,
        currency: 'GBP',
        created_at: '2026-01-02T10:00:00.000Z',
      }),
      anAdminOrder({
        friendly_id: 'BK-1',
        process_number: 'P1',
        status: 'paid',
        customer_name: 'Haddad, Layla',
        customer_email: 'layla@example.com',
        customer_phone: '+31 6 12345678',
        total_amount: 9.5,
        created_at: '2026-01-01T08:00:00.000Z',
      }),
    ]);
    expect(csv).toBe(
      'friendly_id,process_number,status,customer_name,customer_email,customer_phone,total_amount,currency,created_at\r\n' +
        'BK-2,P2,sent,Omar,omar@shop.nl,+49 30 1234567,100.00,GBP,2026-01-02T10:00:00.000Z\r\n' +
        'BK-1,P1,paid,"Haddad, Layla",layla@example.com,+31 6 12345678,9.50,EUR,2026-01-01T08:00:00.000Z\r\n',
    );
  });

  test('an empty list is the header alone', () => {
    expect(ordersCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvField', () => {
  test('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Said "the reader"')).toBe('"Said ""the reader"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  test("keeps a spreadsheet from running a customer's text as a formula, but not a phone number", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvField('+31 6 12345678')).toBe('+31 6 12345678');
  });
});
