/**
 * A part of a page the browser shows as the server rendered it (the park pack's sourced facts,
 * and its park alerts while they are the loader's): when the page is hydrated, the server's HTML
 * of that part is kept as it is and React does not hydrate it, so the visitor's phone does none
 * of that work (decision 085); when the page is rendered in the browser (a client-side
 * navigation, a test), its children are rendered as usual. What the visitor sees and can do is
 * the same either way: the part holds text and links.
 *
 * How: in hydration, the part renders its wrapper with an empty `dangerouslySetInnerHTML`; React
 * neither hydrates nor replaces what an element with inner HTML holds, and the wrapper matches
 * the server's. The choice is made at mount; once `unchanged` turns false (what the part shows
 * is no longer what the server rendered), the children replace the server's HTML for good.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';

/** The same empty inner HTML in every render: React has nothing to update in the element. */
const serverInnerHtml = { __html: '' };

const subscribeToNothing = () => () => undefined;

/** Whether this is the first render of a page the server rendered, in the browser: hydration. */
function useHydratingServerHtml(name: string): boolean {
  // The server's snapshot (true) is read by the server's render and by hydration only.
  const serverSnapshot = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [hydrating] = useState(
    () =>
      serverSnapshot &&
      typeof document !== 'undefined' &&
      // The server's HTML of this part is in the document: a hydration, not a render to a string
      // (tests render to strings with a document present).
      document.querySelector(`[data-server-html="${name}"]`) !== null,
  );
  return hydrating;
}

export function ServerHtmlKept({
  name,
  unchanged = true,
  children,
}: {
  name: string;
  /** Whether the children would still render what the server rendered (default: always). */
  unchanged?: boolean;
  children: ReactNode;
}) {
  const hydrating = useHydratingServerHtml(name);
  const [serverHtmlShown, setServerHtmlShown] = useState(hydrating);
  if (serverHtmlShown && !unchanged) setServerHtmlShown(false);
  // Distinct keys: React removes the server's element (and the HTML in it) before rendering the children.
  return serverHtmlShown && unchanged ? (
    <div key="server" data-server-html={name} dangerouslySetInnerHTML={serverInnerHtml} suppressHydrationWarning />
  ) : (
    <div key="browser" data-server-html={name}>
      {children}
    </div>
  );
}
