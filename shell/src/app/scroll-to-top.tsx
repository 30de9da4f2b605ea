import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls smoothly to the top (instantly for reduced-motion visitors). */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
