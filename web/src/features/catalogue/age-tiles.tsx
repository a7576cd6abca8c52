import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import hues from '../../shared/ui/age-hues.module.css';
import styles from './age-tiles.module.css';

/**
 * The home page's 2x2 age categories: a tile leads to /books?age={group} only when a
 * book of that age exists; an empty group is greyed and promised as coming soon, never a dead end.
 */
export function AgeTiles({ counts }: { counts: Record<AgeGroup, number> }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.tiles}>
      {AGE_GROUPS.map((group) => {
        const content = (
          <>
            <span className={styles.name}>{t(`ageGroupNames.${group}`)}</span>
            <span className={styles.ages}>{t(`ageGroups.${group}`)}</span>
          </>
        );
        return (
          <li key={group}>
            {counts[group] > 0 ? (
              <Link to={`/books?age=${group}`} className={`${styles.tile} ${hues[group]}`}>
                {content}
              </Link>
            ) : (
              <div className={`${styles.tile} ${styles.comingSoon}`}>
                {content}
                <span className={styles.soon}>{t('home.comingSoon')}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
