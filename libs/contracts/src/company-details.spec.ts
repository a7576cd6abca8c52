import { expect, it } from '@jest/globals';
import { companyFieldProblem, isCompanyDetailsComplete, isEuVatNumber, isKvkNumber, normalizeVatNumber } from './company-details.js';
import { fillPlaceholders } from './legal-texts.js';

it('a KvK number is 8 digits', () => {
  expect(['12345678', '00000001'].map(isKvkNumber)).toEqual([true, true]);
  expect(['1234567', '123456789', '1234567a', ''].map(isKvkNumber)).toEqual([false, false, false, false]);
});

it('a VAT number has its member state format, written with or without spaces and dots', () => {
  expect(['NL123456789B01', 'DE123456789', 'BE0123456789', 'ATU12345678', 'FRXX123456789', 'ESX1234567X'].map(isEuVatNumber)).toEqual([
    true,
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(['NL123456789', 'NL123456789X01', 'DE12345678', 'US123456789', 'GB123456789', ''].map(isEuVatNumber)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(normalizeVatNumber('nl 1234.56789 b01')).toBe('NL123456789B01');
});

it('an empty field is not filled in yet, not wrong; complete means every detail the law asks for', () => {
  expect(companyFieldProblem('company_kvk_number', '')).toBeUndefined();
  expect(companyFieldProblem('company_street', 'Damrak')).toBe('street');
  expect(companyFieldProblem('company_country', 'US')).toBe('country');
  const details = {
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
  expect(isCompanyDetailsComplete(details)).toBe(true);
  expect(isCompanyDetailsComplete({ ...details, company_vat_number: '' })).toBe(false);
  expect(isCompanyDetailsComplete({ ...details, company_kvk_number: '1234' })).toBe(false);
});

it('placeholders are filled in; unknown ones stay visible', () => {
  expect(fillPlaceholders('{{ legal_name }}, KvK {{kvk_number}} {{nope}}', { legal_name: 'A B.V.', kvk_number: '12345678' })).toBe(
    'A B.V., KvK 12345678 {{nope}}',
  );
});
