/** The nightly archives' names: bookshop-nightly-<UTC yyyymmdd-hhmmss>.tar.gz. */
export const NIGHTLY_PREFIX = 'bookshop-nightly-';
const NIGHTLY_NAME = /^bookshop-nightly-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

/**
 * The nightly archives to delete so that the newest of each of the last `daily` days that have
 * one, and the newest of each of the last `weekly` weeks (Monday to Sunday, UTC) that have one,
 * remain. Files of other names (a backup made by hand) are never among them.
 */
export function nightlyArchivesToDelete(names: string[], keep: { daily: number; weekly: number }): string[] {
  const nightly = names
    .map((name) => ({ name, time: timeOf(name) }))
    .filter((archive): archive is { name: string; time: Date } => archive.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const kept = new Set<string>();
  const keepNewestPer = (period: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const archive of nightly) {
      const key = period(archive.time);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(archive.name);
    }
  };
  keepNewestPer((time) => time.toISOString().slice(0, 10), keep.daily);
  keepNewestPer(weekOf, keep.weekly);
  return nightly.filter((archive) => !kept.has(archive.name)).map((archive) => archive.name);
}

/**
 * Whether tonight's backup is still to be written: `hour` o'clock on the machine's clock has passed
 * today and no nightly archive was written since. Checked every few minutes, so a shop that was
 * down at that hour backs up once it is back.
 */
export function nightlyBackupDue(names: string[], now: Date, hour: number): boolean {
  const since = new Date(now);
  since.setHours(hour, 0, 0, 0);
  if (since.getTime() > now.getTime()) return false;
  return !names.some((name) => (timeOf(name)?.getTime() ?? -Infinity) >= since.getTime());
}

function timeOf(name: string): Date | undefined {
  const match = NIGHTLY_NAME.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!));
}

/** The Monday (UTC) that starts the time's week. */
function weekOf(time: Date): string {
  const monday = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}
