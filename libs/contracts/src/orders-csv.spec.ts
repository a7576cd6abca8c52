import { describe, expect, test } from '@jest/globals';
import { csvField, ORDER_CSV_HEADER, orderCsvLine } from './orders-csv';

describe('orderCsvLine', () => {
  test('writes the columns in the header order, the total with two decimals, lines ending in CRLF', () => {
    expect(ORDER_CSV_HEADER).toBe(
      'friendly_id,process_number,status,customer_name,customer_email,customer_phone,total_amount,currency,created_at,vat_country,vat_scheme,vat_rate_percent,net_amount,vat_amount\r\n',
    );
    expect(
      orderCsvLine({
        friendly_id: 'BK-1',
        process_number: 'P1',
        status: 'paid',
        customer_name: 'Haddad, Layla',
        customer_email: 'layla@example.com',
        customer_phone: '+31 6 12345678',
        total_amount: 9.5,
        currency: 'EUR',
        created_at: '2026-01-01T08:00:00.000Z',
        vat_country: 'DE',
        vat_scheme: 'oss',
        vat_rate_percent: '7',
        net_amount: 8.88,
        vat_amount: 0.62,
      }),
    ).toBe('BK-1,P1,paid,"Haddad, Layla",layla@example.com,+31 6 12345678,9.50,EUR,2026-01-01T08:00:00.000Z,DE,oss,7,8.88,0.62\r\n');
  });

  test('leaves the VAT columns empty for an order placed before the shop recorded VAT', () => {
    expect(
      orderCsvLine({
        friendly_id: 'BK-1',
        process_number: 'P1',
        status: 'paid',
        customer_name: 'Layla',
        customer_email: 'layla@example.com',
        customer_phone: '+31 6 12345678',
        total_amount: 9.5,
        currency: 'EUR',
        created_at: '2026-01-01T08:00:00.000Z',
        vat_country: null,
        vat_scheme: null,
        vat_rate_percent: null,
        net_amount: null,
        vat_amount: null,
      }),
    ).toBe('BK-1,P1,paid,Layla,layla@example.com,+31 6 12345678,9.50,EUR,2026-01-01T08:00:00.000Z,,,,,\r\n');
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
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('+31 6 12345678')).toBe('+31 6 12345678');
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
  });
});
