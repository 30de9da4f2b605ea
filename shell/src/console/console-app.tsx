/**
 * The operator console in the browser (decisions 060, 064): which page an address shows, and
 * what it shows while the session is checked, missing, or the role may not open it. The
 * addresses come from one list, the shell's sections and the areas' pages (console-pages.tsx).
 * The server checks the session and role of every call again; this only keeps people from pages
 * that would fail.
 */
import { useEffect } from 'react';
import { Button, GlobalStyle } from '@estes/shared';
import { roleMay } from '@estes/shared/console';
import type { AreaConsoleLoader } from './area-consoles';
import type { ConsoleSession } from './console-api';
import { consolePaths } from './console-paths';
import { ConsoleFrame } from './components/console-frame';
import { Notice, PageTitle } from './components/console-ui';
import { ConsolePagesProvider, useConsolePages, type ConsolePageEntry } from './console-pages';
import { NavigationProvider, useNavigation } from './navigation';
import { HomePage } from './pages/home-page';
import { NotAllowed, NotFound } from './pages/not-allowed';
import { SignInPage } from './pages/sign-in-page';
import { WelcomePage } from './pages/welcome-page';
import { SessionProvider, useSession } from './session';

/** `areaConsoleLoader`: how an area's `./console` is loaded (Module Federation; tests give a stand-in). */
export function ConsoleApp({ areaConsoleLoader }: { areaConsoleLoader?: AreaConsoleLoader }) {
  return (
    <NavigationProvider>
      <SessionProvider>
        <ConsolePagesProvider loader={areaConsoleLoader}>
          <GlobalStyle />
          <ConsoleScreen />
        </ConsolePagesProvider>
      </SessionProvider>
    </NavigationProvider>
  );
}

/** Pages anyone may open, signed in or not. */
const openPaths: readonly string[] = [consolePaths.signIn, consolePaths.welcome];

function signedInPage(path: string, session: ConsoleSession, page: ConsolePageEntry | undefined, loading: boolean) {
  if (path === consolePaths.home) return <HomePage session={session} />;
  if (!page) return loading ? <p role="status">Loading the console’s pages…</p> : <NotFound />;
  if (!roleMay(session.account.role, page.roles)) {
    return <NotAllowed title={page.title} role={session.account.role} allowed={page.roles} />;
  }
  return page.render(session);
}

function ConsoleScreen() {
  const { path, navigate } = useNavigation();
  const { current, refresh } = useSession();
  const { pages, loading } = useConsolePages();
  const entry = pages.find((candidate) => candidate.path === path);
  // Every address but the open ones needs a session: an area's page is known only once signed in.
  const needsSession = !openPaths.includes(path);
  const signedIn = current.state === 'signed-in' ? current.session : undefined;

  useEffect(() => {
    if (needsSession && current.state === 'signed-out') navigate(consolePaths.signIn, { replace: true });
    if (path === consolePaths.signIn && current.state === 'signed-in') navigate(consolePaths.home, { replace: true });
  }, [needsSession, path, current.state, navigate]);

  let page: React.ReactNode;
  if (path === consolePaths.signIn) page = <SignInPage />;
  else if (path === consolePaths.welcome) page = <WelcomePage />;
  else if (current.state === 'unreachable') {
    page = (
      <>
        <PageTitle>Operator console</PageTitle>
        <Notice tone="error">{current.message}</Notice>
        <Button type="button" onClick={() => void refresh()}>
          Try again
        </Button>
      </>
    );
  } else if (!signedIn) page = <p role="status">Checking your session…</p>;
  else page = signedInPage(path, signedIn, entry, loading);
  return <ConsoleFrame session={signedIn}>{page}</ConsoleFrame>;
}
