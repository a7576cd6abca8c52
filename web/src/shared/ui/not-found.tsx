import { Link } from 'react-router-dom';
import styles from './not-found.module.css';

/**
 * Something the visitor looked for is not there (an unknown address, a missing book): what happened,
 * and a way back. The back office shows the same under its own page title: as an h2, or with no
 * heading when that title already says it.
 */
export function NotFound({
  title,
  message,
  linkTo,
  linkText,
  heading: Heading = 'h1',
}: {
  title?: string;
  message: string;
  linkTo: string;
  linkText: string;
  heading?: 'h1' | 'h2';
}) {
  return (
    <section className={styles.notFound}>
      {title && <Heading>{title}</Heading>}
      <p>{message}</p>
      <Link to={linkTo} className={styles.link}>
        {linkText}
      </Link>
    </section>
  );
}
