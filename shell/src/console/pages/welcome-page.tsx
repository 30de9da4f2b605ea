/**
 * /console/welcome#<token>: accepting an invitation. The token stays in the fragment (never sent
 * in a request line, a server log or a Referer); the page sends it only in the JSON body.
 */
import { useCallback, useEffect, useState } from 'react';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { Button } from '@estes/shared';
import { consoleApi, messageOf, type ConsoleRole } from '../console-api';
import { consolePaths } from '../console-paths';
import { roleDescriptions } from '../console-roles';
import { Facts, Notice, PageTitle, Panel } from '../components/console-ui';
import { useNavigation } from '../navigation';
import { noPasskeySupport, passkeyErrorMessage } from '../passkey-errors';
import { useSession } from '../session';

type Invitation =
  { state: 'reading' } | { state: 'unusable'; message: string } | { state: 'open'; email: string; role: ConsoleRole };

/** Tokens are URL-safe text; anything else in the fragment is not a token. */
export const tokenFromFragment = (hash: string): string | null => {
  const token = hash.replace(/^#/, '');
  return /^[\w-]{16,512}$/.test(token) ? token : null;
};

export function WelcomePage() {
  const { navigate } = useNavigation();
  const { refresh } = useSession();
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [invitation, setInvitation] = useState<Invitation>({ state: 'reading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const readInvitation = useCallback(async () => {
    if (!token) throw new Error('no token');
    return consoleApi.invitationOptions(token);
  }, [token]);

  useEffect(() => {
    if (!token) {
      setInvitation({
        state: 'unusable',
        message:
          'This address has no invitation in it. Open the whole link from your invitation, or ask an admin for a new one.',
      });
      return;
    }
    readInvitation().then(
      ({ email, role }) => setInvitation({ state: 'open', email, role }),
      (error: unknown) => setInvitation({ state: 'unusable', message: messageOf(error) }),
    );
  }, [token, readInvitation]);

  const createPasskey = async () => {
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      // A fresh ceremony for the click: the one read with the page may have expired (5 minutes).
      const { ceremonyId, options } = await readInvitation();
      const response = await startRegistration({ optionsJSON: options });
      await consoleApi.invitationVerify(token, ceremonyId, response);
      await refresh();
      navigate(consolePaths.home, { replace: true });
    } catch (error) {
      setProblem(passkeyErrorMessage(error, 'registration'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>Welcome</PageTitle>
      {invitation.state === 'reading' && <p role="status">Reading your invitation…</p>}
      {invitation.state === 'unusable' && <Notice tone="error">{invitation.message}</Notice>}
      {invitation.state === 'open' && (
        <Panel aria-labelledby="invitation-heading">
          <h2 id="invitation-heading">Your invitation</h2>
          <Facts>
            <dt>Email</dt>
            <dd>{invitation.email}</dd>
            <dt>Role</dt>
            <dd>
              {invitation.role}: {roleDescriptions[invitation.role]}
            </dd>
          </Facts>
          <p>
            Create a passkey on this device to accept it. Your device keeps the key and asks for its screen lock each
            time you sign in; the site keeps only the public half. If you had a passkey before, it stops working.
          </p>
          {browserSupportsWebAuthn() ? (
            <Button type="button" onClick={() => void createPasskey()} disabled={busy} aria-busy={busy}>
              {busy ? 'Waiting for your device…' : 'Create a passkey'}
            </Button>
          ) : (
            <Notice tone="error">{noPasskeySupport}</Notice>
          )}
          {problem && <Notice tone="error">{problem}</Notice>}
        </Panel>
      )}
    </>
  );
}
