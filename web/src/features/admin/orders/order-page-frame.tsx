import type { ReactNode } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isRightToLeft, languageOrDefault } from '@bookshop/contracts/languages';
import styles from './orders.module.css';

/** The order screens' frame: a back button, the page's one h1, its actions, then the content. */
export function OrderPageFrame({ title, backTo, backLabel, actions, children }: { title: ReactNode; backTo: string; backLabel: string; actions?: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  // "Back" points against the reading direction: left in English and Dutch, right in Arabic.
  const BackIcon = isRightToLeft(languageOrDefault(i18n.language)) ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <Button icon={<BackIcon aria-hidden />} onClick={() => navigate(backTo)}>
            {backLabel}
          </Button>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </main>
  );
}
