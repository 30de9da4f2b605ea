/** /console/sign-in: one button, a passkey on this device (discoverable: no email asked). */
import { useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { Button } from '@estes/shared';
import { consoleApi } from '../console-api';
import { consolePaths } from '../console-paths';
import { Notice, PageTitle, Panel } from '../components/console-ui';
import { useNavigation } from '../navigation';
import { noPasskeySupport, passkeyErrorMessage } from '../passkey-errors';
import { useSession } from '../session';

export function SignInPage() {
  const { navigate } = useNavigation();
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { ceremonyId, options } = await consoleApi.signInOptions();
      const response = await startAuthentication({ optionsJSON: options });
      await consoleApi.signInVerify(ceremonyId, response);
      const session = await refresh();
      if (session.state === 'signed-in') navigate(consolePaths.home, { replace: true });
      else
        setProblem(
          'You signed in, but the browser did not keep the session. Allow cookies for this site and try again.',
        );
    } catch (error) {
      setProblem(passkeyErrorMessage(error, 'sign-in'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>Sign in</PageTitle>
      <Panel aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">Sign in to the operator console</h2>
        <p>
          Use the passkey you made when you accepted your invitation: your device asks for its screen lock (a
          fingerprint, your face or a PIN). There are no passwords.
        </p>
        {supported ? (
          <Button type="button" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
            {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </Button>
        ) : (
          <Notice tone="error">{noPasskeySupport}</Notice>
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        <p>
          <small>Lost your passkey or new here? An admin sends you an invitation link; it makes a new passkey.</small>
        </p>
      </Panel>
    </>
  );
}
