/**
 * The console's own small router: five fixed pages under /console, the address bar as the one
 * source of truth (links, Back and Forward), and focus moved to the new page's heading after a
 * navigation so a keyboard or screen-reader user lands on what changed. The visitor site's
 * router is not used: it would bring react-router into a build that needs none of its features.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

interface Navigation {
  /** The address's path, e.g. `/console/people`. */
  path: string;
  /** Whether the page was reached by a navigation inside the console (not by loading it). */
  navigated: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

/**
 * The address without trailing slashes (`/console/people/` is `/console/people`), set in the
 * address bar in place, fragment kept (an invitation's token). The server answers every
 * /console address with the same document and redirects none: it never makes an address from
 * the request's path.
 */
function canonicalPath(): string {
  let path = window.location.pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path !== window.location.pathname) {
    window.history.replaceState(null, '', `${path}${window.location.search}${window.location.hash}`);
  }
  return path;
}

export function NavigationProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState(() => ({ path: canonicalPath(), navigated: false }));
  useEffect(() => {
    const followHistory = () => setState({ path: window.location.pathname, navigated: true });
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);
  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setState({ path: window.location.pathname, navigated: true });
  }, []);
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider');
  return navigation;
}

/** A link to a console page: a real `<a href>` (open in a new tab works), followed in place on a plain click. */
export function ConsoleLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
