import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import styles from './fade-in.module.css';

/**
 * A section that fades in the first time it scrolls into view. A section in view when it appears
 * simply shows, and so does everything without IntersectionObserver (old browsers, tests); with
 * reduced motion asked for, the CSS shows it at once. It starts shown, as the server renders it;
 * the observer's first look hides a section that is out of sight. Nothing here measures the page,
 * so a phone hydrating a long page is not made to lay it out again for each section.
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
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        setWaiting(!inView);
        if (inView) observer.disconnect();
      },
      // Starts a little before the section is reached, so a fast scroll never meets a blank area.
      { rootMargin: '0px 0px 10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = [styles.fadeIn, waiting ? styles.waiting : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag ref={ref} id={id} className={classes}>
      {children}
    </Tag>
  );
}
