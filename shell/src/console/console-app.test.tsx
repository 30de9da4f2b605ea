/**
 * The console in the browser against its API's contract (decision 059), fetch answered by a
 * stand-in of that contract; the passkey ceremonies' browser half (@simplewebauthn/browser) is
 * replaced here and driven for real in e2e/console.spec.ts with Chromium's virtual authenticator.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { accounts } from './testing/console-api-stand-in';
import { callLines, renderConsole } from './testing/render-console';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const authenticate = jest.mocked(startAuthentication);
const register = jest.mocked(startRegistration);
const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };

afterEach(() => {
  authenticate.mockReset();
  register.mockReset();
});

const passkeyError = (name: string) =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name });

describe('the console: signing in', () => {
  it('sends someone without a session from /console to the sign-in page, which has one button', async () => {
    renderConsole('/console');
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/sign-in');
    expect(document.title).toBe('Sign in · Operator console');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('signs in with a discoverable passkey: options, the authenticator, verify, then the home page', async () => {
    authenticate.mockResolvedValue(assertion as never);
    const api = renderConsole('/console/sign-in', (stand) => {
      stand.signInAs = accounts.admin;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console');
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: { challenge: 'sign-in-challenge', rpId: 'localhost' } });
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/console/api/sign-in/options', body: {}, contentType: 'application/json' },
      {
        method: 'POST',
        path: '/console/api/sign-in/verify',
        body: { ceremonyId: 'c-sign-in', response: assertion },
        contentType: 'application/json',
      },
    ]);
    expect(screen.getByText(accounts.admin.email)).toBeInTheDocument();
  });

  it('says what went wrong: a passkey the server does not know, a rate limit, a cancelled prompt', async () => {
    authenticate.mockResolvedValue(assertion as never);
    const api = renderConsole('/console/sign-in');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });

    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('That passkey is not known here.');

    api.failNext.set('/console/api/sign-in/options', {
      status: 429,
      body: { error: 'Too many sign-in attempts from your address.', retryAfterSeconds: 42 },
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts from your address. Try again in 42 seconds.',
    );

    authenticate.mockRejectedValue(passkeyError('NotAllowedError'));
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Signing in was cancelled, timed out/);
    expect(window.location.pathname).toBe('/console/sign-in');
  });

  it('says the server cannot be reached rather than showing a sign-in that cannot work', async () => {
    renderConsole('/console', (api) => {
      api.failNext.set('/console/api/session', {
        status: 503,
        body: { error: 'The site’s database does not answer.' },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The site’s database does not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // No session behind it: the second answer (401) sends to the sign-in page.
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});

describe('the console: accepting an invitation', () => {
  it('reads the token from the fragment, shows the email and role, and makes the passkey', async () => {
    const attestation = { id: 'cred-2', rawId: 'cred-2', type: 'public-key', response: {}, clientExtensionResults: {} };
    register.mockResolvedValue(attestation as never);
    const api = renderConsole('/console/welcome#tok_abcdefghijklmnopqrstuvwxyz-0123', (stand) => {
      stand.invitations.set('tok_abcdefghijklmnopqrstuvwxyz-0123', accounts.reviewer);
    });
    expect(await screen.findByText(accounts.reviewer.email)).toBeInTheDocument();
    expect(screen.getByText(/^reviewer: reviews what visitors send/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a passkey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ optionsJSON: { challenge: 'welcome-challenge' } });
    expect(api.calls.find((call) => call.path === '/console/api/invitation/verify')?.body).toEqual({
      token: 'tok_abcdefghijklmnopqrstuvwxyz-0123',
      ceremonyId: 'c-welcome',
      response: attestation,
    });
    // The token never travels in an address, only in JSON bodies.
    expect(callLines(api).some((line) => line.includes('tok_'))).toBe(false);
  });

  it('says so when the invitation is used, expired or unknown (410), and offers no button', async () => {
    renderConsole('/console/welcome#tok_used-long-enough-to-be-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was used, has expired, or is unknown.');
    expect(screen.queryByRole('button', { name: 'Create a passkey' })).not.toBeInTheDocument();
  });

  it('asks for the whole link when the fragment holds no token, and calls no one about it', async () => {
    const api = renderConsole('/console/welcome');
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no invitation in it.');
    expect(api.calls.some((call) => call.path.startsWith('/console/api/invitation'))).toBe(false);
  });
});

describe('the console: home, roles, signing out', () => {
  it('shows a reviewer who they are and what is not in the console yet, and no admin sections', async () => {
    renderConsole('/console', (api) => {
      api.signedIn = accounts.reviewer;
    });
    expect(await screen.findByText(accounts.reviewer.email)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Console home']);
    expect(await screen.findByText(/npm run submissions/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
  });

  it('shows an admin the sections they may open, and follows a link in place', async () => {
    renderConsole('/console', (api) => {
      api.signedIn = accounts.admin;
    });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Console home', 'People', 'Audit log']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit log' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(window.location.pathname).toBe('/console/audit');
    expect(heading).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a reviewer at /console/people that only admins can open it, and asks the server nothing for it', async () => {
    const api = renderConsole('/console/people', (stand) => {
      stand.signedIn = accounts.reviewer;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (reviewer) cannot open People: only admins can.',
    );
    // The areas' pages are listed (decision 064); nothing is asked for People.
    await waitFor(() => expect(callLines(api)).toEqual(['GET /console/api/session', 'GET /console/api/areas']));
  });

  it.each([
    ['Sign out', '/console/api/sign-out'],
    ['Sign out everywhere', '/console/api/sign-out-everywhere'],
  ])('%s: posts to %s and returns to the sign-in page', async (button, path) => {
    const api = renderConsole('/console', (stand) => {
      stand.signedIn = accounts.operator;
    });
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path, body: {}, contentType: 'application/json' },
    ]);
  });

  it('reads an address with a trailing slash as the page without it, and shows it so', async () => {
    renderConsole('/console/welcome/#tok_abcdefghijklmnopqrstuvwxyz-0123', (api) => {
      api.invitations.set('tok_abcdefghijklmnopqrstuvwxyz-0123', accounts.operator);
    });
    expect(await screen.findByText(accounts.operator.email)).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.hash}`).toBe(
      '/console/welcome#tok_abcdefghijklmnopqrstuvwxyz-0123',
    );
  });

  it('shows the console’s own “not found” for an address it has no page for', async () => {
    renderConsole('/console/nothing-here', (api) => {
      api.signedIn = accounts.operator;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
