/**
 * The Deploys section against its API's contract (decision 066): a stand-in answers the
 * deploys calls, the console's stand-in the session. What the page shows (live and kept
 * versions, who published them, the lock's holder, each instance's health), and "Make live"
 * with its confirmation, success, refusal and what it sent; a staged version (decision 078)
 * shown as not yet live, and "Publish" likewise.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleApp } from '../console-app';
import type { Deploys } from '../deploys-api';
import { accounts, consoleApiStandIn } from '../testing/console-api-stand-in';

jest.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: () => true }));

const deploys = (): Deploys => ({
  areas: [
    {
      area: 'lodging',
      label: 'Lodging',
      live: '1.0.0-c',
      versions: [
        { version: '1.0.0-c', publishedAt: '2026-11-27T16:00:00.000Z', publishedBy: 'ops@estes.example', live: true },
        { version: '1.0.0-b', publishedAt: '2026-11-26T16:00:00.000Z', publishedBy: 'cli:ranger@ops-1', live: false },
        { version: '1.0.0-a', publishedAt: '2026-11-25T16:00:00.000Z', publishedBy: null, live: false },
      ],
      staged: [{ version: '1.0.0-d', stagedAt: '2026-11-27T17:30:00.000Z', stagedBy: 'cli:ci@build-1' }],
    },
    { area: 'content', label: 'Local Intel', live: null, versions: [], staged: [] },
  ],
  lock: null,
  instances: [
    {
      id: 'instance-a',
      startedAt: '2026-11-27T08:00:00.000Z',
      lastSeenAt: '2026-11-27T16:00:00.000Z',
      secondsSinceSeen: 3,
      gone: false,
      status: 'ok',
      versions: { lodging: '1.0.0-c', content: null },
      problems: [],
    },
    {
      id: 'instance-b',
      startedAt: '2026-11-27T08:00:00.000Z',
      lastSeenAt: '2026-11-27T15:59:00.000Z',
      secondsSinceSeen: 64,
      gone: true,
      status: 'degraded',
      versions: { lodging: '1.0.0-b', content: null },
      problems: ['lodging@1.0.0-b could not be loaded.'],
    },
  ],
  now: '2026-11-27T16:00:03.000Z',
});

interface DeploysStandIn {
  state: Deploys;
  /** The answer to the next make-live or publish call (default: success). */
  next?: { status: number; body: unknown };
  posted: unknown[];
  /** What each publish call sent. */
  publishedBodies: unknown[];
  /** How many times the page read the state. */
  reads: number;
  /** The query of each read ('' for the page's own loads, `?refresh=background` for its timer). */
  readQueries: string[];
}

function renderDeploys(role: 'operator' | 'reviewer' = 'operator') {
  const api = consoleApiStandIn();
  api.signedIn = accounts[role];
  const deploysApi: DeploysStandIn = { state: deploys(), posted: [], publishedBodies: [], reads: 0, readQueries: [] };
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/console/api/deploys') {
      deploysApi.reads += 1;
      deploysApi.readQueries.push(url.search);
      return Response.json(deploysApi.state);
    }
    if (url.pathname === '/console/api/deploys/make-live') {
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
      const body = JSON.parse(String(init?.body)) as { area: string; version: string };
      deploysApi.posted.push(body);
      const answer = deploysApi.next ?? {
        status: 200,
        body: {
          ...body,
          from: '1.0.0-c',
          to: body.version,
          direction: 'back',
          message: `lodging rolled back: 1.0.0-c → ${body.version}. Every instance serves it within 2 seconds.`,
        },
      };
      deploysApi.next = undefined;
      return Response.json(answer.body, { status: answer.status });
    }
    if (url.pathname === '/console/api/deploys/publish') {
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
      const body = JSON.parse(String(init?.body)) as { area: string; version: string };
      deploysApi.publishedBodies.push(body);
      const answer = deploysApi.next ?? {
        status: 200,
        body: {
          area: body.area,
          from: '1.0.0-c',
          to: body.version,
          migrationsApplied: [],
          message: `lodging ${body.version} is live (it was 1.0.0-c). Every instance serves it within 2 seconds.`,
        },
      };
      deploysApi.next = undefined;
      return Response.json(answer.body, { status: answer.status });
    }
    return api.fetch(input, init);
  };
  window.history.replaceState(null, '', '/console/deploys');
  render(<ConsoleApp />);
  return deploysApi;
}

afterEach(() => jest.useRealTimers());

describe('Deploys', () => {
  it('shows each area’s live and kept versions with who published them, and each instance’s health', async () => {
    renderDeploys();
    const kept = await screen.findByRole('list', { name: 'Kept versions of Lodging' });
    const items = within(kept).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '1.0.0-c (live)',
      '1.0.0-b',
      '1.0.0-a',
    ]);
    expect(items[0]).toHaveTextContent('PublishedNov 27, 2026, 9:00 AM MT');
    expect(items[0]).toHaveTextContent('Byops@estes.example');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Bycli:ranger@ops-1');
    expect(items[2]).toHaveTextContent('Bynot recorded');
    expect(screen.getByText(/No version of this area is published/)).toHaveTextContent(
      'npm run remotes -- deploy content',
    );

    const instances = within(screen.getByRole('list', { name: 'Instances' })).getAllByRole('listitem');
    expect(instances[0]).toHaveTextContent('StateHealthy');
    expect(instances[0]).toHaveTextContent('Last seen3 s ago');
    expect(instances[0]).toHaveTextContent('Servinglodging 1.0.0-c, content (none)');
    expect(instances[1]).toHaveTextContent('StateGone: not heard from for 30 seconds or more');
    expect(instances[1]).toHaveTextContent('Last seen1 min ago');
    expect(instances[1]).toHaveTextContent('lodging@1.0.0-b could not be loaded.');
  });

  it('makes a kept version live after asking, says what happened and shows the new state', async () => {
    const api = renderDeploys();
    const kept = await screen.findByRole('list', { name: 'Kept versions of Lodging' });
    const older = within(kept).getAllByRole('listitem')[2] as HTMLElement;
    await userEvent.click(within(older).getByRole('button', { name: 'Make live' }));
    const confirm = within(older).getByRole('button', { name: 'Yes, make it live' });
    expect(confirm).toHaveFocus();
    expect(api.posted).toEqual([]);
    api.state = {
      ...api.state,
      areas: api.state.areas.map((area) =>
        area.area === 'lodging'
          ? { ...area, live: '1.0.0-a', versions: area.versions.map((v) => ({ ...v, live: v.version === '1.0.0-a' })) }
          : area,
      ),
    };
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'lodging rolled back: 1.0.0-c → 1.0.0-a. Every instance serves it within 2 seconds.',
    );
    expect(api.posted).toEqual([{ area: 'lodging', version: '1.0.0-a' }]);
    expect(await within(kept).findByRole('heading', { name: '1.0.0-a (live)' })).toBeInTheDocument();
  });

  it('cancels without sending anything, focus back on Make live', async () => {
    const api = renderDeploys();
    const kept = await screen.findByRole('list', { name: 'Kept versions of Lodging' });
    await userEvent.click(within(kept).getAllByRole('button', { name: 'Make live' })[0] as HTMLElement);
    await userEvent.click(within(kept).getByRole('button', { name: 'Cancel' }));
    expect(within(kept).queryByRole('button', { name: 'Yes, make it live' })).toBeNull();
    // Back where the person was, for the keyboard.
    expect(within(kept).getAllByRole('button', { name: 'Make live' })[0]).toHaveFocus();
    expect(api.posted).toEqual([]);
  });

  it('says who holds the deploy lock, and shows the server’s sentence when a switch is refused', async () => {
    const api = renderDeploys();
    api.state = {
      ...api.state,
      lock: { what: 'publish lodging by cli:ranger@ops-1', host: 'ops-1', since: '2026-11-27T16:00:00.000Z' },
    };
    api.next = {
      status: 409,
      body: {
        error:
          'Another deploy is under way: publish lodging by cli:ranger@ops-1 on ops-1, since Nov 27, 2026, 9:00:00 AM MT. Try again when it has finished.',
      },
    };
    const kept = await screen.findByRole('list', { name: 'Kept versions of Lodging' });
    await userEvent.click(within(kept).getAllByRole('button', { name: 'Make live' })[0] as HTMLElement);
    await userEvent.click(within(kept).getByRole('button', { name: 'Yes, make it live' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Another deploy is under way: publish lodging by cli:ranger@ops-1/,
    );
    expect(
      screen.getByText(/^A deploy is under way: publish lodging by cli:ranger@ops-1 on ops-1, since/),
    ).toHaveTextContent(
      'since Nov 27, 2026, 9:00 AM MT. Making a version live or publishing one waits for it to finish.',
    );
  });

  it('shows a staged version as not yet live, and publishes it after asking', async () => {
    const api = renderDeploys();
    const staged = await screen.findByRole('list', { name: 'Staged versions of Lodging' });
    const [item] = within(staged).getAllByRole('listitem') as HTMLElement[];
    expect(within(item as HTMLElement).getByRole('heading')).toHaveTextContent('1.0.0-d (staged)');
    expect(item).toHaveTextContent('Staged by cli:ci@build-1 at Nov 27, 2026, 10:30 AM MT, not yet live.');
    expect(screen.queryByRole('list', { name: 'Staged versions of Local Intel' })).toBeNull();

    await userEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Publish' }));
    const question = within(item as HTMLElement).getByRole('group', { name: 'Publish Lodging 1.0.0-d' });
    expect(question).toHaveTextContent('Its new database migrations run first');
    expect(within(question).getByRole('button', { name: 'Yes, publish it' })).toHaveFocus();
    expect(api.publishedBodies).toEqual([]);
    api.state = {
      ...api.state,
      areas: api.state.areas.map((area) =>
        area.area === 'lodging'
          ? {
              ...area,
              live: '1.0.0-d',
              staged: [],
              versions: [
                {
                  version: '1.0.0-d',
                  publishedAt: '2026-11-27T17:40:00.000Z',
                  publishedBy: 'operator@estes.example',
                  live: true,
                },
                ...area.versions.map((v) => ({ ...v, live: false })),
              ],
            }
          : area,
      ),
    };
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, publish it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'lodging 1.0.0-d is live (it was 1.0.0-c). Every instance serves it within 2 seconds.',
    );
    expect(api.publishedBodies).toEqual([{ area: 'lodging', version: '1.0.0-d' }]);
    expect(api.posted).toEqual([]);
    const kept = screen.getByRole('list', { name: 'Kept versions of Lodging' });
    expect(await within(kept).findByRole('heading', { name: '1.0.0-d (live)' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Staged versions of Lodging' })).toBeNull();
  });

  it('shows the server’s sentence when a publish is refused, and Cancel sends nothing', async () => {
    const api = renderDeploys();
    const staged = await screen.findByRole('list', { name: 'Staged versions of Lodging' });
    await userEvent.click(within(staged).getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(staged).getByRole('button', { name: 'Cancel' }));
    expect(within(staged).getByRole('button', { name: 'Publish' })).toHaveFocus();
    expect(api.publishedBodies).toEqual([]);

    api.next = {
      status: 409,
      body: {
        error: 'Another deploy is under way: rollback lodging by cli:ranger@ops-1. Try again when it has finished.',
      },
    };
    await userEvent.click(within(staged).getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(staged).getByRole('button', { name: 'Yes, publish it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another deploy is under way: rollback lodging by cli:ranger@ops-1. Try again when it has finished.',
    );
    expect(api.publishedBodies).toEqual([{ area: 'lodging', version: '1.0.0-d' }]);
    // Still staged: the page read the state again and nothing changed.
    expect(within(staged).getByRole('heading')).toHaveTextContent('1.0.0-d (staged)');
  });

  it('reads the state again every 5 seconds, as a background read', async () => {
    jest.useFakeTimers();
    const api = renderDeploys();
    const instances = await screen.findByRole('list', { name: 'Instances' });
    expect(instances).toHaveTextContent('Last seen3 s ago');
    api.state = {
      ...api.state,
      instances: api.state.instances.map((each) => ({ ...each, secondsSinceSeen: each.secondsSinceSeen + 5 })),
    };
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(instances).toHaveTextContent('Last seen8 s ago'));
    // The timer's reads say they are the page's own, so they do not keep an idle session open.
    expect(api.readQueries).toEqual(['', '?refresh=background']);
  });

  it('is for operators and admins: a reviewer is told so and nothing is asked', async () => {
    const api = renderDeploys('reviewer');
    expect(
      await screen.findByText(/Your role \(reviewer\) cannot open Deploys: only operators and admins can/),
    ).toBeInTheDocument();
    expect(api.reads).toBe(0);
  });
});
