import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../shared/api/types';
import { useFormatMoney } from '../../../shared/ui/price';
import { adminDateLocale } from '../shared/admin-date';
import styles from './revenue-chart.module.css';

export type RevenueDay = ApiSchema<'RevenueDayView'>;

/** The smallest of 1, 2, 5 × 10^n at or above `value`, so the axis reads in round amounts. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * magnitude).find((candidate) => candidate >= value)!;
}

// The bars are drawn in a unit box that stretches to the card; the labels are HTML, so they keep
// their size and font on a phone as on a desktop.
const BAR_SLOT = 10;
const BAR_WIDTH = 7;
const HEIGHT = 100;

/**
 * Revenue per day as bars (no chart library in the app). Screen readers get a one-line summary
 * on the image and every day in a table behind "Show as table".
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const formatDay = (date: string, month: 'short' | 'long') =>
    // Noon UTC: the calendar day the server meant, whatever the admin's time zone.
    new Intl.DateTimeFormat(adminDateLocale(i18n.language), { day: 'numeric', month, timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce<RevenueDay | undefined>((top, day) => (!top || day.revenue > top.revenue ? day : top), undefined);
  const ceiling = niceCeiling(best?.revenue ?? 0);
  const title = t('admin.dashboard.revenueTitle', { days: days.length });

  if (!best || ceiling === 0) {
    return (
      <section className={styles.chart} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.empty}>{t('admin.dashboard.revenueEmpty')}</p>
      </section>
    );
  }

  // Unicode isolates keep "€73.90" whole inside Arabic text (a <bdi> cannot go into aria-label).
  const isolated = (amount: number) => `\u2066${formatMoney(amount)}\u2069`;
  const summary = t('admin.dashboard.revenueSummary', {
    total: isolated(total),
    best: isolated(best.revenue),
    date: formatDay(best.date, 'long'),
  });
  return (
    <section className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.summary}>{summary}</p>
      {/* Time runs left to right in every language, as on the admin's other charts and calendars. */}
      <div className={styles.plot} dir="ltr">
        <div className={styles.yAxis} aria-hidden>
          {[1, 0.5, 0].map((share) => (
            <span key={share} style={{ top: `${(1 - share) * 100}%` }}>
              {formatMoney(ceiling * share)}
            </span>
          ))}
        </div>
        <svg
          className={styles.bars}
          viewBox={`0 0 ${days.length * BAR_SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              className={styles.grid}
              x1={0}
              x2={days.length * BAR_SLOT}
              y1={HEIGHT * share}
              y2={HEIGHT * share}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = (day.revenue / ceiling) * HEIGHT;
            return (
              <rect
                key={day.date}
                className={styles.bar}
                x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
                y={HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
              >
                <title>{`${formatDay(day.date, 'long')}: ${formatMoney(day.revenue)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.xAxis} aria-hidden>
          <span>{formatDay(days[0].date, 'short')}</span>
          <span>{formatDay(days[days.length - 1].date, 'short')}</span>
        </div>
      </div>
      <details className={styles.details}>
        <summary>{t('admin.dashboard.showAsTable')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.date')}</th>
              <th scope="col">{t('admin.dashboard.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{formatDay(day.date, 'long')}</td>
                <td dir="ltr">{formatMoney(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
