import { useTranslation } from 'react-i18next';
import { AGE_GROUPS } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES } from '@bookshop/contracts/categories';
import type { BookPage } from '../../shared/api/types';
import type { BrowseFilters } from './browse-filters';
import styles from './browse-page.module.css';

/** Adds the value to the list, or takes it out: one checkbox of a group. */
function toggled<Value>(list: Value[], value: Value, checked: boolean): Value[] {
  return checked ? [...list, value] : list.filter((item) => item !== value);
}

/** The browse page's sidebar: age groups, featured, story characters. */
export function FilterSidebar({
  id,
  open,
  filters,
  facets,
  onChange,
  onClear,
}: {
  id: string;
  open: boolean;
  filters: BrowseFilters;
  /** How many books each choice holds, from the server; left out while the first page comes. */
  facets?: BookPage['facets'];
  onChange: (change: Partial<BrowseFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <aside id={id} className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar} aria-label={t('browse.filters')}>
      <fieldset className={styles.group}>
        <legend>{t('browse.age')}</legend>
        {AGE_GROUPS.map((group) => (
          <label key={group} className={styles.check}>
            <input
              type="checkbox"
              name="age"
              value={group}
              checked={filters.ages.includes(group)}
              onChange={(event) => onChange({ ages: toggled(filters.ages, group, event.target.checked) })}
            />
            {t(`ageGroups.${group}`)}
            {facets && <span className={styles.facet}>({facets.age_groups[group]})</span>}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('browse.category')}</legend>
        {BOOK_CATEGORIES.map((category) => (
          <label key={category} className={styles.check}>
            <input
              type="checkbox"
              name="category"
              value={category}
              checked={filters.categories.includes(category)}
              onChange={(event) => onChange({ categories: toggled(filters.categories, category, event.target.checked) })}
            />
            {t(`categories.${category}`)}
            {facets && <span className={styles.facet}>({facets.categories[category]})</span>}
          </label>
        ))}
      </fieldset>

      <label className={`${styles.check} ${styles.group}`}>
        <input
          type="checkbox"
          name="featured"
          value="true"
          checked={filters.featured}
          onChange={(event) => onChange({ featured: event.target.checked })}
        />
        {t('browse.featuredOnly')}
      </label>

      <button type="button" className={styles.clear} onClick={onClear}>
        {t('browse.clearFilters')}
      </button>
    </aside>
  );
}
