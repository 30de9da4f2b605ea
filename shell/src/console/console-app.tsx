/**
 * The operator console in the browser (decision 060): which page an address shows, and what it
 * shows while the session is checked, missing, or the role may not open it. The server checks
 * the session and role of every call again; this only keeps people from pages that would fail.
 */
import { useEffect } from 'react';
import { Button, GlobalStyle } from '@estes/shared';
import type { ConsoleSession } from './console-api';
import { consolePaths, consoleSections } from './console-sections';
import { ConsoleFrame } from './components/console-frame';
import { Notice, PageTitle } from './components/console-ui';
import { NavigationProvider, useNavigation } from './navigation';
import { AuditPage } from './pages/audit-page';
import { HomePage } from './pages/home-page';
import { NotAllowed, NotFound } from './pages/not-allowed';
import { PageViewsPage } from './pages/page-views-page';
import { PeoplePage } from './pages/people-page';
import { SignInPage } from './pages/sign-in-page';
import { WelcomePage } from './pages/welcome-page';
import { SessionProvider, useSession } from './session';

export function ConsoleApp() {
  return (
    <NavigationProvider>
      <SessionProvider>
        <GlobalStyle />
        <ConsoleScreen />
      </SessionProvider>
    </NavigationProvider>
  );
}

const signedInPages: Record<string, (session: ConsoleSession) => React.ReactNode> = {
  [consolePaths.home]: (session) => <HomePage session={session} />,
  [consolePaths.people]: () => <PeoplePage />,
  [consolePaths.audit]: () => <AuditPage />,
  [consolePaths.pageViews]: () => <PageViewsPage />,
};

function ConsoleScreen() {
  const { path, navigate } = useNavigation();
  const { current, refresh } = useSession();
  const needsSession = path in signedInPages;
  const signedIn = current.state === 'signed-in' ? current.session : undefined;

  useEffect(() => {
    if (needsSession && current.state === 'signed-out') navigate(consolePaths.signIn, { replace: true });
    if (path === consolePaths.signIn && current.state === 'signed-in') navigate(consolePaths.home, { replace: true });
  }, [needsSession, path, current.state, navigate]);

  let page: React.ReactNode;
  if (path === consolePaths.signIn) page = <SignInPage />;
  else if (path === consolePaths.welcome) page = <WelcomePage />;
  else if (!needsSession) page = <NotFound />;
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
  else {
    const section = consoleSections.find((candidate) => candidate.path === path);
    page =
      section && !section.roles.includes(signedIn.account.role) ? (
        <NotAllowed title={section.title} role={signedIn.account.role} allowed={section.roles} />
      ) : (
        signedInPages[path]?.(signedIn)
      );
  }
  return <ConsoleFrame session={signedIn}>{page}</ConsoleFrame>;
}
