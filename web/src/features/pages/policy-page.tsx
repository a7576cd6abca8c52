import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetentionPeriods } from '../../shared/retention';
import { useShopContact } from '../../shared/shop-contact';
import { FadeIn } from '../../shared/ui/fade-in';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './pages.module.css';

/**
 * A section of a policy: a heading, paragraphs and an optional list, all under
 * `policies.{policy}.sections.{id}` (heading, p1, p2 ..., points.{point}).
 */
export interface PolicySection {
  id: string;
  paragraphs: number;
  points?: readonly string[];
  /** Shown under the section's text, e.g. the configured shipping costs. */
  extra?: ReactNode;
}

/** A policy text page: title, introduction and its sections, in the visitor's language. */
export function PolicyPage({ policy, sections }: { policy: 'privacy' | 'returns' | 'shipping'; sections: readonly PolicySection[] }) {
  const { t } = useTranslation(['translation', 'pages']);
  const base = `policies.${policy}`;
  // Texts may name the shop's e-mail address, e.g. "write to {{email}}", and the retention periods
  // of the settings, e.g. "{{retention_contact_messages_months}} months".
  const values = { email: useShopContact().email, ...useRetentionPeriods() };
  usePageMeta({ title: t(`${base}.title`), description: t(`${base}.metaDescription`) });

  return (
    <article className={styles.article}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`${base}.title`)}</h1>
        <p className={styles.lead}>{t(`${base}.intro`, values)}</p>
      </header>
      {sections.map(({ id, paragraphs, points, extra }) => {
        const key = `${base}.sections.${id}`;
        return (
          <FadeIn as="section" key={id} id={id} className={styles.section}>
            <h2>{t(`${key}.heading`)}</h2>
            {Array.from({ length: paragraphs }, (_, index) => (
              <p key={index}>{t(`${key}.p${index + 1}`, values)}</p>
            ))}
            {points && (
              <ul className={styles.points}>
                {points.map((point) => (
                  <li key={point}>{t(`${key}.points.${point}`, values)}</li>
                ))}
              </ul>
            )}
            {extra}
          </FadeIn>
        );
      })}
    </article>
  );
}
