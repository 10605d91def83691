import type { MouseEvent, ReactNode } from 'react';
import classes from './skip-link.module.css';

/**
 * A link, shown only when focused, that moves the keyboard focus past a long run of controls to
 * the element with `targetId` (which needs tabIndex -1), without touching the URL.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      {children}
    </a>
  );
}
