/**
 * The header's phone menu as a keyboard user expects it (docs/rules/site.md#header). The open
 * panel covers the top of the page, so while it is open Tab and Shift+Tab go round the header
 * (its row and the panel), never to a control hidden under it: from the panel's last control
 * Tab goes back to the logo. The page stays in the accessibility tree (the panel is a disclosure,
 * not a dialog). Escape closes it and puts focus back on the toggle; a navigation closes it, and
 * so does a window that widens to the large breakpoint, where neither the panel nor its toggle
 * is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { theme } from '@estes/shared';

/** What Tab stops at (the header holds links, buttons and its search field). */
const tabStops = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation by any means (back button included) closes the panel.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return undefined;

    const keepTabInHeader = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = [...header.querySelectorAll<HTMLElement>(tabStops)].filter(
        (element) => element.checkVisibility?.() ?? true,
      );
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const focused = document.activeElement;
      const leaving = !header.contains(focused) || focused === (event.shiftKey ? first : last);
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const wide = window.matchMedia(`(min-width: ${theme.breakpoint.large}px)`);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeWhenWide();
    document.addEventListener('keydown', keepTabInHeader);
    document.addEventListener('keydown', closeOnEscape);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', keepTabInHeader);
      document.removeEventListener('keydown', closeOnEscape);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpen((isOpen) => !isOpen),
    close: () => setOpen(false),
    headerRef,
    toggleRef,
  };
}
