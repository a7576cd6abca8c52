import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import styles from './fade-in.module.css';

/**
 * A section that fades in the first time it scrolls into view. Without
 * IntersectionObserver (old browsers, tests) the content simply shows; with reduced motion asked
 * for, the CSS shows it at once.
 */
export function FadeIn({
  as: Tag = 'div',
  id,
  className,
  children,
}: {
  as?: ElementType;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [waiting, setWaiting] = useState(() => typeof IntersectionObserver !== 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      // Starts a little before the section is reached, so a fast scroll never meets a blank area.
      { rootMargin: '0px 0px 10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);

  const classes = [styles.fadeIn, waiting ? styles.waiting : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag ref={ref} id={id} className={classes}>
      {children}
    </Tag>
  );
}
