import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in on a phone. Keyboard users must be able to scroll it too
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), so it takes focus, and as a focus stop it is a named
 * region (`label`: what the table lists, usually the heading above it).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
