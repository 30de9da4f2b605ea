/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@estes/shared/server';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { addressLimitMigrations } from './address-limit';
import { limitSenders, type SenderLimitOptions } from './sender-limit';

let db: Database;
let app: FastifyInstance;
let bodiesRead: number;

async function start(options: Partial<SenderLimitOptions> = {}, storeFails = false) {
  db = openMemoryDatabase();
  await migrate(db, addressLimitMigrations);
  bodiesRead = 0;
  app = Fastify({ logger: false });
  app.addHook('preParsing', async () => {
    bodiesRead += 1;
  });
  const senders = limitSenders(app, {
    db,
    scope: 'test',
    settings: { max: 2, windowMs: 60_000 },
    now: () => new Date(1_000_000),
    refuse: (_request, reply) => reply.send({ refused: true }),
    ...options,
  });
  app.post('/send', async (request) => {
    if (storeFails) await senders.giveBack(request);
    return { ok: true };
  });
  app.get('/read', async () => ({ ok: true }));
  await app.ready();
}

afterEach(async () => {
  await app.close();
  await db.close();
});

const post = (body: object = { text: 'hello' }) => app.inject({ method: 'POST', url: '/send', payload: body });

describe('the one sender limit (forms and newsletter)', () => {
  it('lets an address post max times in the window, then answers 429 with Retry-After in the scope’s format', async () => {
    await start();
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ refused: true });
    expect(Number(refused.headers['retry-after'])).toBe(60);
    // Reading pages is not limited.
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
  });

  it('refuses an address with no place left before its body is read, unless told not to', async () => {
    await start();
    await post();
    await post();
    const before = bodiesRead;
    expect((await post()).statusCode).toBe(429);
    expect(bodiesRead).toBe(before);
    await app.close();
    await db.close();

    await start({ refuseBeforeBody: false });
    await post();
    await post();
    const read = bodiesRead;
    expect((await post()).statusCode).toBe(429);
    expect(bodiesRead).toBe(read + 1);
  });

  it('counts only what `counts` says, and gives back the place of a post the server failed to store', async () => {
    await start({ counts: (request) => request.method === 'POST' && request.headers['x-count'] !== 'no' });
    for (let index = 0; index < 4; index += 1) {
      const free = await app.inject({ method: 'POST', url: '/send', payload: {}, headers: { 'x-count': 'no' } });
      expect(free.statusCode).toBe(200);
    }
    await app.close();
    await db.close();

    await start({}, true);
    for (let index = 0; index < 4; index += 1) expect((await post()).statusCode).toBe(200);
  });
});
