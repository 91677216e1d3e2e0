import { createTheme } from '@mantine/core';

/**
 * The one theme of the dashboard (Mantine). Colours keep a contrast of at least 4.5:1 on white for text
 * (axe-core's `color-contrast`), hence the darker shade as primary.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  cursorType: 'pointer',
});
