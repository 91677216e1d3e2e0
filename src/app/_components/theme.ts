import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The one theme of the dashboard (Mantine). Colours keep a contrast of at least 4.5:1 on white for text
 * (axe-core's `color-contrast`): shade 9 for filled and outlined buttons (Mantine's red 8 reaches only 4.4:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  cursorType: 'pointer',
});

/** Mantine's "dimmed" grey (3.3:1 on white) darkened to the app's muted ink (6.4:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#57606a' },
  dark: {},
});
