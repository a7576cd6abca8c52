import type { ReactNode } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isRightToLeft, languageOrDefault } from '@bookshop/contracts/languages';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  /** The page's one h1. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the end of the title row (e.g. "Add book"). */
  actions?: ReactNode;
  /** Where the back button goes; `null` hides it (the dashboard is the top). Default /admin. */
  backTo?: string | null;
  /** A slim column for single forms (change password, settings). */
  narrow?: boolean;
}

/** The frame of a back-office screen: back button, title, actions, then the content. */
export function AdminPage({ title, children, actions, backTo = '/admin', narrow = false }: AdminPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // "Back" points against the reading direction: left in English and Dutch, right in Arabic.
  const BackIcon = isRightToLeft(languageOrDefault(i18n.language)) ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <main className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {backTo !== null && (
            <Button icon={<BackIcon aria-hidden />} onClick={() => navigate(backTo)}>
              {t('admin.frame.back')}
            </Button>
          )}
          <h1 className={styles.title}>{title}</h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </div>
    </main>
  );
}
