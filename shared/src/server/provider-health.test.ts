/**
 * @jest-environment node
 *
 * What /healthz says of a provider, from how it last answered (on a fake clock): not asked yet,
 * ok, failing (still ok: not the operator's to fix), refusing our key (degraded, naming what
 * to check); every failure is told, and passed on to the caller as it was.
 */
import { ProviderAnswerLog, type ProviderHealthSubject } from './provider-health';

class RefusedError extends Error {}

const subject: ProviderHealthSubject = {
  role: 'provider',
  name: 'Test Maps',
  keyToCheck: 'TEST_API_KEY',
  isRefusal: (error) => error instanceof RefusedError,
};
const cached = { details: 2 };

describe('ProviderAnswerLog', () => {
  let clock: number;
  let told: unknown[];
  let log: ProviderAnswerLog;

  beforeEach(() => {
    clock = Date.parse('2027-06-01T15:00:00Z');
    told = [];
    log = new ProviderAnswerLog({ now: () => clock, onFailure: (error) => told.push(error) });
  });

  it('says the provider was not asked yet before any call', () => {
    expect(log.health(subject, cached)).toEqual({
      state: 'ok',
      provider: 'Test Maps',
      status: 'not asked yet',
      cached,
    });
  });

  it('answers what the call answered, and says when the provider last answered', async () => {
    await expect(log.observe(async () => 'answer')).resolves.toBe('answer');
    expect(log.health(subject, cached)).toEqual({
      state: 'ok',
      provider: 'Test Maps',
      status: 'ok, last answer 2027-06-01T15:00:00.000Z',
      cached,
    });
  });

  it('a provider failing is still ok for the site, with the failure and its time', async () => {
    const down = new Error('the Test API answered 503');
    await expect(log.observe(() => Promise.reject(down))).rejects.toBe(down);
    expect(told).toEqual([down]);
    expect(log.health(subject, cached)).toEqual({
      state: 'ok',
      provider: 'Test Maps',
      status: 'failing: the Test API answered 503 (2027-06-01T15:00:00.000Z)',
      cached,
    });
  });

  it('a refused key is degraded, naming what the operator checks; a later answer clears it', async () => {
    const refused = new RefusedError('the Test API refused the key (403)');
    await expect(log.observe(() => Promise.reject(refused))).rejects.toBe(refused);
    expect(log.health(subject, cached)).toEqual({
      state: 'degraded',
      problem:
        "Test Maps refuses the site's key: check TEST_API_KEY (the Test API refused the key (403) (2027-06-01T15:00:00.000Z))",
      provider: 'Test Maps',
      status: 'refusing our key',
      cached,
    });
    clock += 60_000;
    await log.observe(async () => 'answer');
    expect(log.health(subject, cached)).toMatchObject({
      state: 'ok',
      status: 'ok, last answer 2027-06-01T15:01:00.000Z',
    });
  });

  it('keeps a thrown value that is not an Error as one', async () => {
    await expect(log.observe(() => Promise.reject('text'))).rejects.toBe('text');
    expect(log.health(subject, cached)).toMatchObject({ status: 'failing: text (2027-06-01T15:00:00.000Z)' });
  });
});
