import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in on a phone. Keyboard users must be able to scroll it too
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), so it takes focus. It stays a plain box (no region role or
 * name): the table inside is what a screen reader announces, and the page's sections keep the only region names.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      {children}
    </div>
  );
}
