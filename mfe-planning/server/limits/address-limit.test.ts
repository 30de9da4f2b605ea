/** @jest-environment node */
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { AddressLimit, addressLimitMigrations } from './address-limit';

describe('AddressLimit', () => {
  it('lets an address take max places in the window, then says how long to wait', async () => {
    const db = openMemoryDatabase();
    await migrate(db, addressLimitMigrations);
    let now = 0;
    const limit = new AddressLimit(db, 'submissions', { max: 20, windowMs: 600_000 }, () => now);
    for (let index = 0; index < 20; index += 1) {
      expect(await limit.retryAfterSeconds('203.0.113.9')).toBe(0);
      expect(await limit.take('203.0.113.9')).toMatchObject({ taken: true });
      now += 1000;
    }
    // The 21st: the oldest place (taken at 0) leaves the window at 600 s; it is now 20 s.
    expect(await limit.take('203.0.113.9')).toEqual({ taken: false, retryAfterSeconds: 580 });
    expect(await limit.retryAfterSeconds('203.0.113.9')).toBe(580);
    // Another address, and the same address in another scope, are counted apart.
    expect(await limit.take('198.51.100.2')).toMatchObject({ taken: true });
    const newsletter = new AddressLimit(db, 'newsletter', { max: 1, windowMs: 600_000 }, () => now);
    expect(await newsletter.take('203.0.113.9')).toMatchObject({ taken: true });
    expect(await newsletter.take('203.0.113.9')).toMatchObject({ taken: false });
    // Once the oldest place leaves the window, one more fits.
    now = 600_001;
    expect(await limit.take('203.0.113.9')).toMatchObject({ taken: true });
    expect(await limit.take('203.0.113.9')).toMatchObject({ taken: false });
    await db.close();
  });

  it('gives a place back when what it was taken for was not stored', async () => {
    const db = openMemoryDatabase();
    await migrate(db, addressLimitMigrations);
    const limit = new AddressLimit(db, 'submissions', { max: 1, windowMs: 60_000 }, () => 1000);
    const place = await limit.take('192.0.2.1');
    expect(place.taken).toBe(true);
    expect(await limit.take('192.0.2.1')).toMatchObject({ taken: false });
    if (place.taken) await limit.giveBack(place.placeId);
    expect(await limit.take('192.0.2.1')).toMatchObject({ taken: true });
    // Addresses are not stored as they came.
    const rows = await db.query<{ address_hash: string }>('SELECT address_hash FROM address_limit_places');
    expect(rows.map((row) => row.address_hash).join()).not.toContain('192.0.2.1');
    await db.close();
  });
});

describe('who counts as one sender', () => {
  it('counts every address of one IPv6 /64 network against one limit', async () => {
    const db = openMemoryDatabase();
    await migrate(db, addressLimitMigrations);
    const limit = new AddressLimit(db, 'test', { max: 3, windowMs: 60_000 });
    for (const host of ['0:0:0:1', '0:0:0:2', '0:0:abcd:1', 'ffff:ffff:ffff:ffff']) {
      const taken = await limit.take(`2001:db8:1:2:${host}`);
      expect(taken.taken).toBe(host !== 'ffff:ffff:ffff:ffff');
    }
    expect((await limit.take('2001:db8:1:3::1')).taken).toBe(true);
  });
});
