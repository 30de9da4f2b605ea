/** /console/people (admin): accounts, open invitations, and the invite form. */
import { useCallback, useEffect, useState } from 'react';
import { consoleApi, type People } from '../console-api';
import { Facts, ItemList, Notice, PageTitle, Panel, When } from '../components/console-ui';
import { InviteForm } from '../components/invite-form';
import { useCallFailure } from '../session';

export function PeoplePage() {
  const failed = useCallFailure();
  const [people, setPeople] = useState<People | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    consoleApi.people().then(
      (answer) => {
        setPeople(answer);
        setProblem(null);
      },
      (error: unknown) => setProblem(failed(error)),
    );
  }, [failed]);
  useEffect(load, [load]);

  return (
    <>
      <PageTitle>People</PageTitle>
      {problem && <Notice tone="error">{problem}</Notice>}
      <Panel aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <InviteForm onInvited={load} />
      </Panel>
      <Panel aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Accounts</h2>
        {!people && !problem && <p role="status">Loading…</p>}
        {people && people.accounts.length === 0 && <p>No accounts yet.</p>}
        {people && people.accounts.length > 0 && (
          <ItemList aria-labelledby="accounts-heading">
            {people.accounts.map((account) => (
              <li key={account.id}>
                <h3>{account.email}</h3>
                <Facts>
                  <dt>Role</dt>
                  <dd>{account.role}</dd>
                  <dt>Passkeys</dt>
                  <dd>{account.passkeys}</dd>
                  <dt>Last sign-in</dt>
                  <dd>
                    <When at={account.lastSignInAt} />
                  </dd>
                  <dt>Account since</dt>
                  <dd>
                    <When at={account.createdAt} />
                  </dd>
                </Facts>
              </li>
            ))}
          </ItemList>
        )}
      </Panel>
      <Panel aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Open invitations</h2>
        {people && people.invitations.length === 0 && <p>No invitation is waiting to be accepted.</p>}
        {people && people.invitations.length > 0 && (
          <ItemList aria-labelledby="invitations-heading">
            {people.invitations.map((invitation) => (
              <li key={invitation.id}>
                <h3>{invitation.email}</h3>
                <Facts>
                  <dt>Role</dt>
                  <dd>{invitation.role}</dd>
                  <dt>Invited by</dt>
                  <dd>{invitation.invitedBy}</dd>
                  <dt>Invited</dt>
                  <dd>
                    <When at={invitation.createdAt} />
                  </dd>
                  <dt>Link valid until</dt>
                  <dd>
                    <When at={invitation.expiresAt} />
                  </dd>
                </Facts>
              </li>
            ))}
          </ItemList>
        )}
      </Panel>
    </>
  );
}
