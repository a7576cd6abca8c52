import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { Link } from 'react-router-dom';
import { useGetBookPageQuery } from '../../shared/api/api';
import {
  bookPageQuery,
  DEFAULT_SORT,
  filtersFromQuery,
  hasActiveFilters,
  pageFromQuery,
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
 * Browse: one page of GET /api/books at a time, searched, filtered and sorted by the server. The
 * filters and the page live in the URL query, so every page is a plain link the server renders.
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
  const page = pageFromQuery(query);
  // `data` stays the last page shown while the next one comes, so the list does not blink as a parent types.
  const { data: found, isLoading, isFetching, isError, refetch } = useGetBookPageQuery(bookPageQuery(filters, page, language));

  // A filter change starts again at the first page. replace: a filter change is not a page the Back button should step through. flushSync: the
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
  else if (isError || !found) results = <BooksLoadError message={t('browse.loadError')} onRetry={() => void refetch()} />;
  else if (!found.total && !hasActiveFilters(filters)) results = <p className={styles.note}>{t('home.noBooks')}</p>;
  else {
    const pages = Math.ceil(found.total / found.page_size);
    // A link keeps the page's language, so a crawler following it stays in that language.
    const pageLink = (number: number) => {
      const target = queryFromFilters(filters, number);
      const lang = query.get('lang');
      if (lang) target.set('lang', lang);
      return `?${target.toString()}`;
    };
    results = (
      <>
        <p className={styles.count} role="status">
          {t('browse.count', { number: found.total })}
        </p>
        {found.items.length ? (
          <BookGrid books={found.items} language={language} className={styles.grid} />
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
        {pages > 1 && <Pagination page={page} pages={pages} link={pageLink} />}
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
        <FilterSidebar id={sidebarId} open={filtersOpen} filters={filters} facets={found?.facets} onChange={change} onClear={clear} />
        <div className={isFetching && !isLoading ? `${styles.results} ${styles.busy}` : styles.results} aria-busy={isFetching}>
          {results}
        </div>
      </div>
    </div>
  );
}

/** Page numbers shown around the current one; the first and last are always shown. */
const PAGES_AROUND = 2;

/** Links to the list's other pages: plain links, so crawlers reach every book. */
function Pagination({ page, pages, link }: { page: number; pages: number; link: (page: number) => string }) {
  const { t } = useTranslation();
  const shown = [...new Set([1, ...Array.from({ length: 2 * PAGES_AROUND + 1 }, (_, i) => page - PAGES_AROUND + i), pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className={styles.pages} aria-label={t('browse.pages')}>
      {page > 1 && (
        <Link to={link(page - 1)} rel="prev">
          {t('browse.previousPage')}
        </Link>
      )}
      {shown.map((number, index) => (
        <span key={number}>
          {index > 0 && number - shown[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          {number === page ? (
            <span aria-current="page">{number}</span>
          ) : (
            <Link to={link(number)} aria-label={t('browse.pageNumber', { number })}>
              {number}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={link(page + 1)} rel="next">
          {t('browse.nextPage')}
        </Link>
      )}
    </nav>
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
