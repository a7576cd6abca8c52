import { describe, expect, it } from '@jest/globals';
import {
  countryInSentence,
  DEFAULT_COUNTRY_CODE,
  EU_COUNTRIES,
  EU_COUNTRY_CODES,
  WORLD_COUNTRIES,
  countryName,
  euCountry,
  isEuCountry,
  worldCountry,
} from './countries.js';

describe('EU countries', () => {
  it('lists the 27 member states once each', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    expect(EU_COUNTRIES.map((c) => c.code).sort()).toEqual([...EU_COUNTRY_CODES].sort());
  });

  it('does not list countries that left or never joined', () => {
    for (const code of ['GB', 'CH', 'NO', 'IS', 'TR', 'EL']) expect(isEuCountry(code)).toBe(false);
  });

  it('matches codes case-insensitively and ignores surrounding spaces', () => {
    expect(isEuCountry('NL')).toBe(true);
    expect(isEuCountry('nl')).toBe(true);
    expect(isEuCountry('De')).toBe(true);
    expect(isEuCountry(' fr ')).toBe(true);
  });

  it.each([[''], ['N'], ['NLD'], [null], [undefined], [31]])('rejects %p', (code) => {
    expect(isEuCountry(code)).toBe(false);
    expect(euCountry(code)).toBeUndefined();
  });

  it('gives names in the three languages', () => {
    expect(euCountry('nl')).toEqual({
      code: 'NL',
      dial_code: '+31',
      name: { ar: 'هولندا', en: 'Netherlands', nl: 'Nederland' },
    });
    expect(euCountry('DE')?.name).toEqual({ ar: 'ألمانيا', en: 'Germany', nl: 'Duitsland' });
    expect(euCountry('be')?.name.nl).toBe('België');
  });

  it('gives every member state a dial code of the world list and non-empty names', () => {
    for (const country of EU_COUNTRIES) {
      expect(country.dial_code).toBe(worldCountry(country.code)?.dial_code);
      expect(country.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(country.name.en.length).toBeGreaterThan(2);
      expect(country.name.nl.length).toBeGreaterThan(2);
    }
  });
});

describe('world countries', () => {
  it('has about 240 distinct two-letter codes with dial codes', () => {
    expect(WORLD_COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(WORLD_COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(WORLD_COUNTRIES.map((c) => c.code)).size).toBe(WORLD_COUNTRIES.length);
    for (const country of WORLD_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial_code).toMatch(/^\+[1-9]\d{0,2}$/);
      expect(country.name.length).toBeGreaterThan(1);
    }
  });

  it('contains every EU member state', () => {
    for (const code of EU_COUNTRY_CODES) expect(worldCountry(code)).toBeDefined();
  });

  it.each([
    ['DE', '+49'],
    ['NL', '+31'],
    ['BE', '+32'],
    ['GB', '+44'],
    ['US', '+1'],
    ['CA', '+1'],
    ['MA', '+212'],
    ['EG', '+20'],
    ['SA', '+966'],
    ['AE', '+971'],
    ['SY', '+963'],
    ['IQ', '+964'],
    ['PS', '+970'],
    ['TR', '+90'],
    ['RU', '+7'],
    ['CN', '+86'],
    ['FI', '+358'],
    ['AX', '+358'],
    ['XK', '+383'],
  ])('knows %s as %s', (code, dial) => {
    expect(worldCountry(code)?.dial_code).toBe(dial);
  });

  it('preselects Germany with +49 at checkout', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('DE');
    expect(worldCountry(DEFAULT_COUNTRY_CODE)?.dial_code).toBe('+49');
  });

  it('finds codes case-insensitively', () => {
    expect(worldCountry('ma')?.name).toBe('Morocco');
    expect(worldCountry('ZZ')).toBeUndefined();
  });
});

describe('countryName', () => {
  it('uses the static names for EU countries', () => {
    expect(countryName('nl', 'ar')).toBe('هولندا');
    expect(countryName('DE', 'nl')).toBe('Duitsland');
  });

  it('names other countries through Intl, falling back to English or the code', () => {
    expect(countryName('MA', 'en')).toBe('Morocco');
    expect(countryName('MA', 'nl')).toBe('Marokko');
    expect(countryName('MA', 'ar')).toBe('المغرب');
    expect(countryName('zz', 'en')).toBe('ZZ');
  });
});

it('inside an English sentence the Netherlands takes its article; other languages and countries stay as named', () => {
  expect(countryInSentence('NL', 'en')).toBe('the Netherlands');
  expect(countryInSentence('nl', 'en')).toBe('the Netherlands');
  expect(countryInSentence('DE', 'en')).toBe('Germany');
  expect(countryInSentence('NL', 'nl')).toBe('Nederland');
  expect(countryInSentence('NL', 'ar')).toBe('هولندا');
});
