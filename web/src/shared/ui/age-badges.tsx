import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import styles from './age-badges.module.css';
import hues from './age-hues.module.css';

/** A book's age groups; older records carry only the legacy single `age_group`. */
export function bookAgeGroups(book: { age_groups?: AgeGroup[] | null; age_group?: AgeGroup | null }): AgeGroup[] {
  const groups = book.age_groups ?? [];
  if (groups.length) return AGE_GROUPS.filter((group) => groups.includes(group));
  return book.age_group ? [book.age_group] : [];
}

/** The age labels of a book ("2 to 5", ...), youngest first; shared by the cards and the book page. */
export function AgeBadges({ groups, className }: { groups: AgeGroup[]; className?: string }) {
  const { t } = useTranslation();
  if (!groups.length) return null;
  return (
    <ul className={className ? `${styles.badges} ${className}` : styles.badges} aria-label={t('ageGroups.label')}>
      {groups.map((group) => (
        <li key={group} className={`${styles.badge} ${hues[group]}`}>
          {t(`ageGroups.${group}`)}
        </li>
      ))}
    </ul>
  );
}
