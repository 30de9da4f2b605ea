/**
 * A stand-in of the console API for the console's component tests (tests only): it answers
 * `fetch` as the contract of decision 059 says (paths, bodies, statuses, `{ error }`), holds a
 * session, people and an audit log, and records every call so tests can check what was sent.
 */
import type { AuditEntry, ConsoleAccount, ConsoleArea, People } from '../console-api';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  contentType: string | null;
}

type Answer = { status: number; body?: unknown };

export interface ConsoleApiStandIn {
  calls: RecordedCall[];
  /** Who the session cookie belongs to, or null when there is none. */
  signedIn: ConsoleAccount | null;
  people: People;
  audit: AuditEntry[];
  /** The account an invitation token makes, by token. */
  invitations: Map<string, ConsoleAccount>;
  /** The account the next sign-in verifies to (when the authenticator answers). */
  signInAs: ConsoleAccount | null;
  /** Answers to force for a path, once each (e.g. a 429 or a 401). */
  failNext: Map<string, Answer>;
  /** The areas' live versions `GET /console/api/areas` lists (decision 064); none by default. */
  liveAreas: ConsoleArea[];
  /** What an area's console API answers, by `METHOD /console/api/areas/<area>/…` (query included). */
  areaAnswers: Map<string, Answer>;
  fetch: typeof fetch;
}

export const accounts = {
  admin: { id: 'a-1', email: 'ada@estes.example', role: 'admin' },
  reviewer: { id: 'a-2', email: 'rey@estes.example', role: 'reviewer' },
  operator: { id: 'a-3', email: 'otto@estes.example', role: 'operator' },
} satisfies Record<string, ConsoleAccount>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export function consoleApiStandIn(): ConsoleApiStandIn {
  const standIn: ConsoleApiStandIn = {
    calls: [],
    signedIn: null,
    people: { accounts: [], invitations: [] },
    audit: [],
    invitations: new Map(),
    signInAs: null,
    failNext: new Map(),
    liveAreas: [],
    areaAnswers: new Map(),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const contentType = new Headers(init?.headers).get('content-type');
      standIn.calls.push({ method, path: `${url.pathname}${url.search}`, body, contentType });
      const forced = standIn.failNext.get(url.pathname);
      if (forced) {
        standIn.failNext.delete(url.pathname);
        return json(forced.status, forced.body);
      }
      const answer = answerOf(standIn, method, url, body ?? {});
      return json(answer.status, answer.body);
    },
  };
  return standIn;
}

const sessionOf = (account: ConsoleAccount) => ({
  account,
  signedInAt: '2026-11-27T16:00:00.000Z',
  idleExpiresAt: '2026-11-27T16:30:00.000Z',
  expiresAt: '2026-11-28T04:00:00.000Z',
});

const noSession = { status: 401, body: { error: 'Your session has ended. Sign in again.' } };
const adminsOnly = { status: 403, body: { error: 'Only admins may do this.' } };

function answerOf(standIn: ConsoleApiStandIn, method: string, url: URL, body: Record<string, unknown>): Answer {
  const route = `${method} ${url.pathname}`;
  const admin = standIn.signedIn?.role === 'admin';
  if (url.pathname.startsWith('/console/api/areas/')) {
    if (!standIn.signedIn) return noSession;
    return (
      standIn.areaAnswers.get(`${route}${url.search}`) ?? {
        status: 404,
        body: { error: `The stand-in has no answer for ${route}${url.search}.` },
      }
    );
  }
  switch (route) {
    case 'GET /console/api/areas':
      return standIn.signedIn ? { status: 200, body: { areas: standIn.liveAreas } } : noSession;
    case 'GET /console/api/session':
      return standIn.signedIn ? { status: 200, body: sessionOf(standIn.signedIn) } : noSession;
    case 'POST /console/api/sign-in/options':
      return {
        status: 200,
        body: { ceremonyId: 'c-sign-in', options: { challenge: 'sign-in-challenge', rpId: 'localhost' } },
      };
    case 'POST /console/api/sign-in/verify':
      if (body.ceremonyId !== 'c-sign-in' || !standIn.signInAs)
        return { status: 401, body: { error: 'That passkey is not known here.' } };
      standIn.signedIn = standIn.signInAs;
      return { status: 200, body: { account: standIn.signedIn } };
    case 'POST /console/api/invitation/options': {
      const account = standIn.invitations.get(String(body.token));
      if (!account)
        return {
          status: 410,
          body: { error: 'This invitation was used, has expired, or is unknown. Ask an admin for a new one.' },
        };
      return {
        status: 200,
        body: {
          ceremonyId: 'c-welcome',
          email: account.email,
          role: account.role,
          options: { challenge: 'welcome-challenge' },
        },
      };
    }
    case 'POST /console/api/invitation/verify': {
      const account = standIn.invitations.get(String(body.token));
      if (!account || body.ceremonyId !== 'c-welcome')
        return { status: 410, body: { error: 'This invitation was used.' } };
      standIn.invitations.delete(String(body.token));
      standIn.signedIn = account;
      return { status: 200, body: { account } };
    }
    case 'POST /console/api/sign-out':
    case 'POST /console/api/sign-out-everywhere':
      if (!standIn.signedIn) return noSession;
      standIn.signedIn = null;
      return { status: 204 };
    case 'GET /console/api/people':
      if (!standIn.signedIn) return noSession;
      return admin ? { status: 200, body: standIn.people } : adminsOnly;
    case 'POST /console/api/invitations': {
      if (!standIn.signedIn) return noSession;
      if (!admin) return adminsOnly;
      if (typeof body.email !== 'string' || !body.email.includes('@'))
        return { status: 400, body: { error: 'Give the email address of the person to invite.' } };
      const invitation = { email: body.email, role: body.role, expiresAt: '2026-11-28T16:00:00.000Z' };
      standIn.people.invitations.push({
        id: `i-${standIn.people.invitations.length + 1}`,
        email: body.email,
        role: body.role as ConsoleAccount['role'],
        createdAt: '2026-11-27T16:00:00.000Z',
        expiresAt: invitation.expiresAt,
        invitedBy: standIn.signedIn.email,
      });
      return {
        status: 201,
        body: { ...invitation, link: 'http://localhost/console/welcome#new-invitation-token-0123456789' },
      };
    }
    case 'GET /console/api/audit': {
      if (!standIn.signedIn) return noSession;
      if (!admin) return adminsOnly;
      const limit = Number(url.searchParams.get('limit'));
      const before = url.searchParams.get('before');
      const older =
        before === null ? standIn.audit : standIn.audit.filter((entry) => Number(entry.id) < Number(before));
      const entries = older.slice(0, limit);
      const more = older.length > limit;
      return { status: 200, body: { entries, nextBefore: more ? (entries.at(-1)?.id ?? null) : null } };
    }
    default:
      return { status: 404, body: { error: `The console API has no ${method} ${url.pathname}.` } };
  }
}

/** `count` audit entries, newest (highest id) first. */
export const auditEntries = (count: number): AuditEntry[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return {
      id,
      at: new Date(Date.UTC(2026, 10, 27, 12, 0, id)).toISOString(),
      actor: id % 2 ? 'ada@estes.example' : 'cli:ops@host-1',
      action: id % 2 ? 'sign-in' : 'invitation',
      target: id % 2 ? null : `reviewer-${id}@estes.example`,
      detail: id % 2 ? null : { role: 'reviewer' },
      instance: 'host-1:3000',
    };
  });
