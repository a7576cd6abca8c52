import { Link } from 'react-router-dom';
import styles from './not-found.module.css';

/** Something the visitor looked for is not there (an unknown address, a missing book): what happened, and a way back into the shop. */
export function NotFound({ title, message, linkTo, linkText }: { title: string; message: string; linkTo: string; linkText: string }) {
  return (
    <section className={styles.notFound}>
      <h1>{title}</h1>
      <p>{message}</p>
      <Link to={linkTo} className={styles.link}>
        {linkText}
      </Link>
    </section>
  );
}
