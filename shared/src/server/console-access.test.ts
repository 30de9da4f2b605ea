/** @jest-environment node */
/**
 * What an area's console route reads of the shell's hand-over (decision 064): the account in
 * `x-console-account`, trusted only when it is exactly one, and the role check that answers
 * 401/403 itself in the shell's words (admins pass every check).
 */
import Fastify from 'fastify';
import {
  consoleAccountHeader,
  consoleAccountHeaderValue,
  consoleAccountOf,
  requireConsoleRole,
} from './console-access';

const account = (role: string) => JSON.stringify({ id: 'a-1', email: 'rey@estes.example', role });

describe('consoleAccountOf', () => {
  it.each([
    [undefined, undefined],
    ['not json', undefined],
    [JSON.stringify({ id: 'a-1', email: 'rey@estes.example', role: 'owner' }), undefined],
    [JSON.stringify({ id: '', email: 'rey@estes.example', role: 'admin' }), undefined],
    [JSON.stringify({ id: 'a-1', role: 'admin' }), undefined],
    [JSON.stringify(['admin']), undefined],
    [`{"id":"a-1","email":"${'x'.repeat(3000)}","role":"admin"}`, undefined],
  ])('refuses %s', (header, expected) => {
    expect(consoleAccountOf({ headers: header === undefined ? {} : { [consoleAccountHeader]: header } })).toBe(
      expected,
    );
  });

  it('reads exactly the account, nothing else it carries', () => {
    const header = JSON.stringify({ id: 'a-1', email: 'rey@estes.example', role: 'reviewer', extra: 'x' });
    expect(consoleAccountOf({ headers: { [consoleAccountHeader]: header } })).toEqual({
      id: 'a-1',
      email: 'rey@estes.example',
      role: 'reviewer',
    });
  });
});

describe('consoleAccountHeaderValue', () => {
  it('writes ASCII only, which consoleAccountOf reads back as the same account', () => {
    const account = { id: 'a-2', email: 'zoë@bärenhütte.example', role: 'reviewer' } as const;
    const value = consoleAccountHeaderValue({ ...account, extra: 'not sent' } as typeof account);
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(consoleAccountOf({ headers: { [consoleAccountHeader]: value } })).toEqual(account);
  });
});

describe('requireConsoleRole', () => {
  const app = Fastify();
  app.get('/reviewers', async (request, reply) => {
    const who = requireConsoleRole(request, reply, 'reviewer');
    return who ? { who: who.role } : reply;
  });
  app.get('/admins', async (request, reply) => {
    const who = requireConsoleRole(request, reply, 'admin');
    return who ? { who: who.role } : reply;
  });
  afterAll(() => app.close());
  const call = (url: string, header?: string) =>
    app.inject({ method: 'GET', url, headers: header === undefined ? {} : { [consoleAccountHeader]: header } });

  it('answers 401 without an account, in the shell’s words, never cached', async () => {
    const answer = await call('/reviewers');
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json()).toEqual({ error: 'You are not signed in, or your session has ended: sign in again.' });
  });

  it('answers 403 to another role, and lets the role and admins through', async () => {
    const operator = await call('/reviewers', account('operator'));
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toEqual({
      error: 'Only reviewers and admins may do this; you are signed in as an operator.',
    });
    expect((await call('/reviewers', account('reviewer'))).json()).toEqual({ who: 'reviewer' });
    expect((await call('/reviewers', account('admin'))).json()).toEqual({ who: 'admin' });
    const reviewer = await call('/admins', account('reviewer'));
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json()).toEqual({ error: 'Only admins may do this; you are signed in as a reviewer.' });
  });
});
