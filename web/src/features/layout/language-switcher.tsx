import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { languageLabels, nextLanguage } from '../../shared/i18n/languages';
import { earlyTapButton } from '../../shared/ssr/early-taps';
import styles from './language-switcher.module.css';

/**
 * One button that cycles ar → en → nl. It shows the current language in its own
 * script, so a visitor who cannot read the current page still recognises their language. An
 * address that names its language (?lang=, from a shared link) follows the choice, so that
 * reloading it keeps the language chosen last.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOrDefault(i18n.language);
  const next = nextLanguage(current);
  const [search, setSearch] = useSearchParams();
  const choose = () => {
    void i18n.changeLanguage(next);
    if (search.has('lang'))
      setSearch(
        (params) => {
          params.set('lang', next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
  };

  return (
    <button
      {...earlyTapButton}
      type="button"
      className={styles.switcher}
      title={t('language.switchTo', { language: languageLabels[next] })}
      onClick={choose}
    >
      <GlobeIcon />
      <span lang={current}>{languageLabels[current]}</span>
    </button>
  );
}

// Drawn inline rather than as the 🌐 emoji, which many systems (and headless browsers) lack a font for.
function GlobeIcon() {
  return (
    <svg aria-hidden="true" className={styles.globe} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
