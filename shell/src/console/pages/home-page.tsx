/**
 * /console: who is signed in, with which role, until when; signing out; the pages the role may
 * open, the shell's and the areas' (decision 064), and a sentence for each area whose pages
 * could not be loaded.
 */
import { useState } from 'react';
import { Button } from '@estes/shared';
import { consoleApi, type ConsoleSession } from '../console-api';
import { consolePaths } from '../console-paths';
import { pagesFor, useConsolePages } from '../console-pages';
import { roleDescriptions } from '../console-roles';
import { notYetInConsole } from '../console-sections';
import { ButtonRow, Facts, ItemList, Notice, PageTitle, Panel, When } from '../components/console-ui';
import { ConsoleLink, useNavigation } from '../navigation';
import { useCallFailure, useSession } from '../session';

export function HomePage({ session }: { session: ConsoleSession }) {
  const { account } = session;
  const { refresh } = useSession();
  const { navigate } = useNavigation();
  const failed = useCallFailure();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { pages, loading, problems } = useConsolePages();
  const sections = pagesFor(pages, account.role);
  // Said only while no page serves the role's own work (admins' pages are not a reviewer's).
  const notYet = sections.some((page) => page.roles.includes(account.role)) ? undefined : notYetInConsole[account.role];

  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await (everywhere ? consoleApi.signOutEverywhere() : consoleApi.signOut());
      await refresh();
      navigate(consolePaths.signIn, { replace: true });
    } catch (error) {
      setProblem(failed(error));
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>Operator console</PageTitle>
      <Panel aria-labelledby="who-heading">
        <h2 id="who-heading">Signed in</h2>
        <Facts>
          <dt>Account</dt>
          <dd>{account.email}</dd>
          <dt>Role</dt>
          <dd>
            {account.role}: {roleDescriptions[account.role]}
          </dd>
          <dt>Signed in</dt>
          <dd>
            <When at={session.signedInAt} />
          </dd>
          <dt>Session ends</dt>
          <dd>
            after 30 minutes without use (now <When at={session.idleExpiresAt} />
            ), at the latest <When at={session.expiresAt} />
          </dd>
        </Facts>
        <ButtonRow>
          <Button type="button" $tone="outline" disabled={busy} onClick={() => void signOut(false)}>
            Sign out
          </Button>
          <Button type="button" $tone="outline" disabled={busy} onClick={() => void signOut(true)}>
            Sign out everywhere
          </Button>
        </ButtonRow>
        {problem && <Notice tone="error">{problem}</Notice>}
      </Panel>
      <Panel aria-labelledby="sections-heading">
        <h2 id="sections-heading">What you can open</h2>
        {sections.length > 0 && (
          <ItemList>
            {sections.map((section) => (
              <li key={section.path}>
                <h3>
                  <ConsoleLink href={section.path}>{section.title}</ConsoleLink>
                </h3>
                <p>{section.description}</p>
              </li>
            ))}
          </ItemList>
        )}
        {loading && <p role="status">Loading the areas’ console pages…</p>}
        {!loading && notYet && <p>{notYet}</p>}
        {problems.map((problem) => (
          <Notice key={problem} tone="info">
            {problem}
          </Notice>
        ))}
      </Panel>
    </>
  );
}
