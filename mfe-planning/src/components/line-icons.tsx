/**
 * Small line icons of the planning area's screens, drawn here so they look the same on every
 * device (emoji fonts differ, and some systems have none). Decorative: hidden from screen readers.
 */
const shapes = {
  mountain: 'M3 20 L9.5 8 L13 14 L15.5 10.5 L21 20 Z M8 12 L9.5 9.5 L11 12',
  lodge: 'M3 11 L12 4 L21 11 M5 10 V20 H19 V10 M10 20 V14 H14 V20',
  calendar: 'M4 6 H20 V20 H4 Z M4 10 H20 M8 3 V7 M16 3 V7 M8 14 H10 M14 14 H16 M8 17 H10',
  leaf: 'M5 19 C5 10 11 5 20 4 C19 13 14 19 5 19 Z M5 19 L13 11',
  dining: 'M7 3 V21 M4 3 V8 C4 10 10 10 10 8 V3 M16 21 V3 C19 4 20 8 20 12 H16',
  envelope: 'M3 6 H21 V18 H3 Z M3 6 L12 13 L21 6',
} as const;

export type LineIconName = keyof typeof shapes;

export function LineIcon({ name, size = 28 }: { name: LineIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shapes[name]} />
    </svg>
  );
}
