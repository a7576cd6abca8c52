import { describe, expect, it } from '@jest/globals';
import { OSS_THRESHOLD_CENTS, quarterBounds, quarterOf, splitGross, vatSchemeFor, type SchemeInputs } from './vat.js';

describe('splitGross', () => {
  // Every rate for books in the EU, and standard rates.
  const rates = [0, 300, 400, 500, 550, 600, 700, 900, 1000, 1100, 1200, 1400, 1900, 2100, 2500, 2700];

  it('net plus VAT equals the gross for every amount from 1 cent to €1,000 at every rate', () => {
    for (const rate of rates) {
      for (let gross = 1; gross <= 100_000; gross++) {
        const { net_cents, vat_cents } = splitGross(gross, rate);
        if (net_cents + vat_cents !== gross || vat_cents < 0 || net_cents < 0)
          throw new Error(`${gross} at ${rate}: ${net_cents} + ${vat_cents}`);
        // The VAT is the exact share rounded to the nearest cent.
        const exact = (gross * rate) / (10_000 + rate);
        if (Math.abs(vat_cents - exact) > 0.5) throw new Error(`${gross} at ${rate}: VAT ${vat_cents}, exactly ${exact}`);
      }
    }
  });

  it('rounds the VAT half up to a whole cent', () => {
    expect(splitGross(1000, 900)).toEqual({ net_cents: 917, vat_cents: 83 }); // 82.57
    expect(splitGross(1295, 700)).toEqual({ net_cents: 1210, vat_cents: 85 }); // 84.72
    expect(splitGross(3, 2000)).toEqual({ net_cents: 2, vat_cents: 1 }); // exactly 0.5
    expect(splitGross(1999, 550)).toEqual({ net_cents: 1895, vat_cents: 104 }); // 104.2
    expect(splitGross(1500, 0)).toEqual({ net_cents: 1500, vat_cents: 0 });
  });

  it('refuses a fraction of a cent and a rate outside 0 to 30%', () => {
    expect(() => splitGross(10.5, 900)).toThrow(RangeError);
    expect(() => splitGross(1000, 3001)).toThrow(RangeError);
    expect(() => splitGross(1000, 5.5)).toThrow(RangeError);
  });
});

describe('vatSchemeFor', () => {
  const base: SchemeInputs = {
    homeCountry: 'NL',
    destinationCountry: 'DE',
    ossRegisteredSince: null,
    orderDay: '2026-05-10',
    crossBorderNetThisYearCents: 0,
    crossBorderNetLastYearCents: 0,
    orderNetAtHomeCents: 5_000,
  };

  it('taxes a sale at home at home, whatever the threshold or the One-Stop-Shop', () => {
    expect(vatSchemeFor({ ...base, destinationCountry: 'NL', ossRegisteredSince: '2020-01-01', crossBorderNetLastYearCents: 5e6 })).toBe(
      'home',
    );
  });

  it('taxes a foreign sale at home until the sale that takes the year over €10,000, and that one at its destination', () => {
    expect(vatSchemeFor({ ...base, crossBorderNetThisYearCents: OSS_THRESHOLD_CENTS - 5_000 })).toBe('home');
    expect(vatSchemeFor({ ...base, crossBorderNetThisYearCents: OSS_THRESHOLD_CENTS - 4_999 })).toBe('oss');
    expect(vatSchemeFor({ ...base, crossBorderNetThisYearCents: OSS_THRESHOLD_CENTS + 1 })).toBe('oss');
  });

  it('taxes at the destination all year when last year was over the threshold', () => {
    expect(vatSchemeFor({ ...base, crossBorderNetLastYearCents: OSS_THRESHOLD_CENTS + 1 })).toBe('oss');
    expect(vatSchemeFor({ ...base, crossBorderNetLastYearCents: OSS_THRESHOLD_CENTS })).toBe('home');
  });

  it('taxes at the destination from the day of registration for the One-Stop-Shop', () => {
    expect(vatSchemeFor({ ...base, ossRegisteredSince: '2026-05-10' })).toBe('oss');
    expect(vatSchemeFor({ ...base, ossRegisteredSince: '2026-05-11' })).toBe('home');
  });
});

describe('quarters', () => {
  it('names the quarter of a day and its bounds', () => {
    expect([quarterOf('2026-01-01'), quarterOf('2026-03-31'), quarterOf('2026-04-01'), quarterOf('2026-12-31')]).toEqual([1, 1, 2, 4]);
    expect(quarterBounds(2026, 2)).toEqual({ from: '2026-04-01', until: '2026-07-01' });
    expect(quarterBounds(2026, 4)).toEqual({ from: '2026-10-01', until: '2027-01-01' });
  });
});
