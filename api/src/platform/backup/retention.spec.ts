import { describe, expect, it } from '@jest/globals';
import { nightlyArchivesToDelete, nightlyBackupDue } from './retention.js';

const nightly = (iso: string) => `bookshop-nightly-${iso.replaceAll('-', '').replaceAll(':', '').replace('T', '-')}.tar.gz`;

describe('nightly backups kept', () => {
  // One archive a night at 02:00 UTC from Monday 2026-09-07 to Friday 2026-11-27 (82 nights).
  const nights = Array.from({ length: 82 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + i, 2)).toISOString().slice(0, 19));
  const names = nights.map(nightly);

  it('keeps the last 7 nights and the newest of each of the last 4 weeks, and nothing else', () => {
    const deleted = nightlyArchivesToDelete(names, { daily: 7, weekly: 4 });
    const kept = names.filter((name) => !deleted.includes(name));
    expect(kept).toEqual(
      [
        '2026-11-08T02:00:00', // Sunday: the newest of the week of 2 November
        '2026-11-15T02:00:00', // of the week of 9 November
        '2026-11-21T02:00:00', // the 7 last nights; the 22nd (Sunday) and the 27th are also their weeks' newest
        '2026-11-22T02:00:00',
        '2026-11-23T02:00:00',
        '2026-11-24T02:00:00',
        '2026-11-25T02:00:00',
        '2026-11-26T02:00:00',
        '2026-11-27T02:00:00',
      ].map(nightly),
    );
  });

  it('counts days and weeks that have an archive, keeps the newest of a day with two, and leaves other files alone', () => {
    const names = [
      nightly('2026-11-27T02:00:00'),
      nightly('2026-11-27T01:00:00'),
      nightly('2026-10-01T02:00:00'),
      'bookshop-20261001-020000.tar.gz',
      'notes.txt',
    ];
    expect(nightlyArchivesToDelete(names, { daily: 2, weekly: 0 })).toEqual([nightly('2026-11-27T01:00:00')]);
    expect(nightlyArchivesToDelete(names, { daily: 1, weekly: 0 })).toEqual([
      nightly('2026-11-27T01:00:00'),
      nightly('2026-10-01T02:00:00'),
    ]);
  });

  it('is due once the hour has passed today and no nightly archive was written since, also after a night the shop was down', () => {
    const archiveAt = (time: Date) => `bookshop-nightly-${time.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;
    const lastNight = archiveAt(new Date(2026, 10, 26, 3, 0, 5));
    expect(nightlyBackupDue([lastNight], new Date(2026, 10, 27, 2, 59), 3)).toBe(false);
    expect(nightlyBackupDue([lastNight], new Date(2026, 10, 27, 3, 0), 3)).toBe(true);
    expect(nightlyBackupDue([lastNight, archiveAt(new Date(2026, 10, 27, 3, 0, 7))], new Date(2026, 10, 27, 3, 10), 3)).toBe(false);
    expect(nightlyBackupDue(['bookshop-20261127-031000.tar.gz'], new Date(2026, 10, 27, 3, 10), 3)).toBe(true);
    expect(nightlyBackupDue([], new Date(2026, 10, 27, 17, 0), 3)).toBe(true);
  });
});
