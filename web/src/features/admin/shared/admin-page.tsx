import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminLanguageSelect } from './admin-language-select';
import { AdminNav } from './admin-nav';
import { BackIcon } from './back-icon';
import { CompanyDetailsWarning } from './company-details-warning';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  /** The page's one h1. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the end of the title row (e.g. "Add book"). */
  actions?: ReactNode;
  /** Where the back button goes; `null` hides it (the dashboard is the top). Default /admin. */
  backTo?: string | null;
  /** The back button's text. Default "Back to dashboard". */
  backLabel?: string;
  /** Instead of going to `backTo` (the book form closes its window when another window opened it). */
  onBack?: () => void;
  /** A slim column for single forms (change password, settings). */
  narrow?: boolean;
}

/** The frame of a back-office screen: the navigation, back button, title, actions, the language choice, then the content. */
export function AdminPage({ title, children, actions, backTo = '/admin', backLabel, onBack, narrow = false }: AdminPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <div className={styles.inner}>
        <AdminNav />
        <CompanyDetailsWarning />
        <header className={styles.header}>
          {backTo !== null && (
            <Button icon={<BackIcon />} onClick={onBack ?? (() => navigate(backTo))}>
              {backLabel ?? t('admin.frame.back')}
            </Button>
          )}
          <h1 className={styles.title}>{title}</h1>
          {actions && <div className={styles.actions}>{actions}</div>}
          <AdminLanguageSelect />
        </header>
        {children}
      </div>
    </main>
  );
}
