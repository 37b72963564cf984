import { createTheme } from '@mantine/core';

/** The app's Mantine theme: the app's provider uses it, and so do component tests rendering without the app. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  defaultGradient: { from: 'indigo', to: 'cyan', deg: 135 },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  respectReducedMotion: true,
});
