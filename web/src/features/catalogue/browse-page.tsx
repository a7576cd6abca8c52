import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useGetBooksQuery } from '../../shared/api/api';
import {
  applyFilters,
  DEFAULT_SORT,
  filtersFromQuery,
  hasActiveFilters,
  queryFromFilters,
  SORT_ORDERS,
  type BrowseFilters,
} from './browse-filters';
import { BookGrid } from './book-grid';
import { FilterSidebar } from './filter-sidebar';
import { BooksLoadError, LoadingBooks } from './load-states';
import { changedEarly, earlyTapButton } from '../../shared/ssr/early-taps';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './browse-page.module.css';

/**
 * Browse: the whole list comes from GET /api/books, cached by the API slice and small,
 * so filters and sorting run here and answer at once. The filters live in the URL query.
 */
export function BrowsePage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  usePageMeta({ title: t('browse.title'), description: t('browse.metaDescription') });
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sidebarId = useId();
  const sidebarCount = filters.ages.length + filters.categories.length + Number(filters.featured);
  const { data: books, isLoading, isError, refetch } = useGetBooksQuery();

  // replace: a filter change is not a page the Back button should step through. flushSync: the
  // search box's value comes from the URL, so it must update before the next key press.
  const change = (update: Partial<BrowseFilters>) =>
    setQuery(queryFromFilters({ ...filters, ...update }), { replace: true, flushSync: true });
  const clear = () => change({ ages: [], categories: [], featured: false, search: '' });
  // A search typed or a filter ticked before the page worked shows in its control, not yet in the
  // list: once the page works, the list follows what the controls show (after the commit that made
  // them work: the URL cannot change during it). Looked at once, when the page is first drawn.
  const earlyChoicesSeen = useRef(false);
  const keepEarlyChoices = (page: HTMLDivElement | null) => {
    if (!page || earlyChoicesSeen.current) return;
    earlyChoicesSeen.current = true;
    if (!changedEarly(page)) return;
    // Read now: a re-render before the timeout (a kept tap on Filters) writes the state's values back.
    const shown = filtersFromQuery(controlsQuery(page));
    setTimeout(() => change(shown));
  };

  let results;
  if (isLoading) results = <LoadingBooks />;
  else if (isError) results = <BooksLoadError message={t('browse.loadError')} onRetry={() => void refetch()} />;
  else if (!books?.length) results = <p className={styles.note}>{t('home.noBooks')}</p>;
  else {
    const shown = applyFilters(books, filters, language);
    results = (
      <>
        <p className={styles.count} role="status">
          {t('browse.count', { number: shown.length })}
        </p>
        {shown.length ? (
          <BookGrid books={shown} language={language} className={styles.grid} />
        ) : (
          <div className={styles.note}>
            <p>{t('browse.noResults')}</p>
            {hasActiveFilters(filters) && (
              <button type="button" className={styles.clear} onClick={clear}>
                {t('browse.clearFilters')}
              </button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div ref={keepEarlyChoices}>
      <h1 className={styles.title}>{t('browse.title')}</h1>
      <div className={styles.toolbar} role="search">
        <label className={styles.field}>
          <span>{t('browse.search')}</span>
          <input
            type="search"
            name="q"
            value={filters.search}
            placeholder={t('browse.searchPlaceholder')}
            onChange={(event) => change({ search: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('browse.sort')}</span>
          <select
            name="sort"
            value={filters.sort}
            onChange={(event) => change({ sort: SORT_ORDERS.find((order) => order === event.target.value) ?? DEFAULT_SORT })}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`browse.sortOrders.${order}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          {...earlyTapButton}
          type="button"
          className={styles.toggle}
          aria-expanded={filtersOpen}
          aria-controls={sidebarId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {/* folded on phones, the sidebar still tells how many of its filters apply (e.g. from ?age=) */}
          {sidebarCount ? t('browse.filtersActive', { number: sidebarCount }) : t('browse.filters')}
        </button>
      </div>
      <div className={styles.layout}>
        <FilterSidebar id={sidebarId} open={filtersOpen} filters={filters} onChange={change} onClear={clear} />
        <div className={styles.results}>{results}</div>
      </div>
    </div>
  );
}

/** The query the page's named controls make as the parent sees them (their names are the URL's, as a form's would be). */
function controlsQuery(page: Element): URLSearchParams {
  const query = new URLSearchParams();
  for (const control of page.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox' && !control.checked) continue;
    query.append(control.name, control.value);
  }
  return query;
}
