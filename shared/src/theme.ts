/** Design tokens. Components import them directly; there is no runtime theme switching. */
export const theme = {
  color: {
    pine: '#134e4a',
    pineDark: '#0b3532',
    teal: '#0f766e',
    tealBright: '#0d9488',
    tealMist: '#ccfbf1',
    tealWash: '#f0fdfa',
    /** Book Now: dark enough for white text at 4.5:1. */
    ember: '#c2410c',
    emberDark: '#9a3412',
    emberWash: '#fff7ed',
    ink: '#0f172a',
    body: '#1e293b',
    muted: '#475569',
    line: '#e2e8f0',
    surface: '#f8fafc',
    white: '#ffffff',
    danger: '#b91c1c',
    dangerWash: '#fef2f2',
    success: '#166534',
    successWash: '#f0fdf4',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "'Georgia', 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif",
  },
  radius: { small: '6px', medium: '12px', large: '20px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
  /** The large-screen breakpoint below which the header collapses into the mobile menu. */
  breakpoint: { small: 640, medium: 768, large: 1024, wide: 1280 },
  layout: { maxWidth: '1200px', gutter: '1.25rem' },
} as const;

export const mediaUp = (width: keyof typeof theme.breakpoint): string =>
  `@media (min-width: ${theme.breakpoint[width]}px)`;
export const mediaDown = (width: keyof typeof theme.breakpoint): string =>
  `@media (max-width: ${theme.breakpoint[width] - 0.02}px)`;
