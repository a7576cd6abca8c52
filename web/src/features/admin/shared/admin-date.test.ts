import { expect, test } from '@jest/globals';
import { formatAdminDate } from './admin-date';

const now = new Date('2026-11-25T18:00:00');

test('lists show the time of day an order came in, and the year only when it is not this one', () => {
  expect(formatAdminDate(new Date('2026-11-25T09:05:00').toISOString(), 'en', now)).toBe('Nov 25, 09:05 AM');
  expect(formatAdminDate(new Date('2026-11-25T14:30:00').toISOString(), 'nl', now)).toBe('25 nov, 14:30');
  expect(formatAdminDate(new Date('2025-03-01T14:30:00').toISOString(), 'nl', now)).toBe('1 mrt 2025, 14:30');
  expect(formatAdminDate(new Date('2026-11-25T14:30:00').toISOString(), 'ar', now)).toMatch(/[0-9٠-٩]{2}:[0-9٠-٩]{2}/);
});
