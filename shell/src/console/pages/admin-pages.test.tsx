/** The admin's pages, People and Audit log, against the console API's contract (a stand-in answers fetch). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accounts, auditEntries } from '../testing/console-api-stand-in';
import { callLines, renderConsole } from '../testing/render-console';

jest.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: () => true }));

const asAdmin = (api: { signedIn: unknown }) => {
  api.signedIn = accounts.admin;
};

describe('People (admin)', () => {
  it('lists the accounts and the open invitations', async () => {
    renderConsole('/console/people', (api) => {
      asAdmin(api);
      api.people = {
        accounts: [
          {
            ...accounts.admin,
            createdAt: '2026-11-01T15:00:00.000Z',
            passkeys: 2,
            lastSignInAt: '2026-11-27T16:00:00.000Z',
          },
          { ...accounts.reviewer, createdAt: '2026-11-02T15:00:00.000Z', passkeys: 1, lastSignInAt: null },
        ],
        invitations: [
          {
            id: 'i-1',
            email: 'new@estes.example',
            role: 'operator',
            createdAt: '2026-11-27T15:00:00.000Z',
            expiresAt: '2026-11-28T15:00:00.000Z',
            invitedBy: 'cli:ops@host-1',
          },
        ],
      };
    });
    const accountList = await screen.findByRole('list', { name: 'Accounts' });
    const items = within(accountList).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      accounts.admin.email,
      accounts.reviewer.email,
    ]);
    expect(items[0]).toHaveTextContent('Passkeys2');
    expect(items[0]).toHaveTextContent('Last sign-inNov 27, 2026, 9:00 AM MT');
    expect(items[1]).toHaveTextContent('Last sign-innever');
    const invitations = screen.getByRole('list', { name: 'Open invitations' });
    expect(invitations).toHaveTextContent('new@estes.example');
    expect(invitations).toHaveTextContent('Invited bycli:ops@host-1');
  });

  it('invites someone: posts email and role, shows the link to copy, and lists the new invitation', async () => {
    const api = renderConsole('/console/people', asAdmin);
    expect(await screen.findByText('No invitation is waiting to be accepted.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '  rio@estes.example ');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'operator');
    expect(screen.getByText(/^An operator publishes and rolls back/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));

    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue('http://localhost/console/welcome#new-invitation-token-0123456789');
    expect(screen.getByRole('status')).toHaveTextContent('Invitation for rio@estes.example (operator)');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/api/invitations',
      body: { email: 'rio@estes.example', role: 'operator' },
      contentType: 'application/json',
    });
    expect(await screen.findByRole('list', { name: 'Open invitations' })).toHaveTextContent('rio@estes.example');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('copies the link, or selects it when the browser will not let the page copy', async () => {
    renderConsole('/console/people', asAdmin);
    await userEvent.type(await screen.findByLabelText('Email'), 'rio@estes.example');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const link = await screen.findByLabelText('Invitation link');
    const writeText = jest.fn().mockRejectedValue(new Error('not allowed'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/the link is selected/)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/console/welcome#new-invitation-token-0123456789');
    expect(link).toHaveFocus();

    writeText.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link is copied/)).toBeInTheDocument();
  });

  it('shows the server’s words for a refused invitation, and keeps what was typed', async () => {
    renderConsole('/console/people', asAdmin);
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the email address of the person to invite.');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-address');
    expect(screen.queryByLabelText('Invitation link')).not.toBeInTheDocument();
  });

  it('goes back to the sign-in page when the session ended while the page was open (401)', async () => {
    renderConsole('/console/people', (api) => {
      asAdmin(api);
      api.failNext.set('/console/api/people', {
        status: 401,
        body: { error: 'Your session has ended. Sign in again.' },
      });
    });
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/sign-in');
  });
});

describe('Audit log (admin)', () => {
  it('shows the newest 50 entries first, then the next 50 with “Older”, until the start of the log', async () => {
    const api = renderConsole('/console/audit', (stand) => {
      asAdmin(stand);
      stand.audit = auditEntries(120);
    });
    const list = await screen.findByRole('list', { name: 'Entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('invitation');
    expect(first).toHaveTextContent('Whocli:ops@host-1');
    expect(first).toHaveTextContent('Whatreviewer-120@estes.example');
    expect(first).toHaveTextContent('Detail{"role":"reviewer"}');
    expect(first).toHaveTextContent('Instancehost-1:3000');

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    expect(screen.getByText('This is the start of the log.')).toBeInTheDocument();
    expect(callLines(api).filter((line) => line.includes('/audit'))).toEqual([
      'GET /console/api/audit?limit=50',
      'GET /console/api/audit?limit=50&before=71',
      'GET /console/api/audit?limit=50&before=21',
    ]);
  });

  it('says when the log is empty', async () => {
    renderConsole('/console/audit', asAdmin);
    expect(await screen.findByText('The log is empty.')).toBeInTheDocument();
  });

  it('tells an operator that only admins can read it', async () => {
    renderConsole('/console/audit', (api) => {
      api.signedIn = accounts.operator;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (operator) cannot open Audit log: only admins can.',
    );
  });
});
