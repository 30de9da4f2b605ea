/** @jest-environment node */
import { RenderBudget } from './render-budget';

/** A budget on a clock the test moves. */
function budgetAt(settings = { perMinute: 30, burst: 10 }, maxSenders?: number) {
  const clock = { now: 0 };
  const budget = new RenderBudget(settings, { now: () => clock.now, ...(maxSenders ? { maxSenders } : {}) });
  /** How many renders in a row the address is allowed now. */
  const allowedInARow = (address: string) => {
    let allowed = 0;
    while (!budget.take(address)) allowed += 1;
    return allowed;
  };
  return { clock, budget, allowedInARow };
}

describe('the render budget', () => {
  it('allows a burst at once, then refuses with the seconds until the next render is allowed', () => {
    const { budget, allowedInARow } = budgetAt();
    expect(allowedInARow('203.0.113.5')).toBe(10);
    // 30 a minute: one every 2 s.
    expect(budget.take('203.0.113.5')).toEqual({ retryAfterSeconds: 2 });
  });

  it('refills at its rate a minute, never beyond the burst', () => {
    const { clock, budget, allowedInARow } = budgetAt();
    allowedInARow('203.0.113.5');
    clock.now += 1_999;
    expect(budget.take('203.0.113.5')).toEqual({ retryAfterSeconds: 1 });
    clock.now += 1;
    expect(budget.take('203.0.113.5')).toBeUndefined();
    expect(budget.take('203.0.113.5')).toEqual({ retryAfterSeconds: 2 });
    clock.now += 60 * 60_000;
    expect(allowedInARow('203.0.113.5')).toBe(10);
  });

  it('keeps each address’s budget apart, and one IPv6 /64 network is one sender', () => {
    const { budget, allowedInARow } = budgetAt();
    expect(allowedInARow('2001:db8:1:2::1')).toBe(10);
    expect(budget.take('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBeDefined();
    expect(budget.take('2001:db8:1:3::1')).toBeUndefined();
    expect(budget.take('198.51.100.7')).toBeUndefined();
    // IPv4 written as IPv6 is the IPv4 address.
    expect(allowedInARow('203.0.113.5')).toBe(10);
    expect(budget.take('::ffff:203.0.113.5')).toBeDefined();
  });

  it('remembers at most its bound of senders, forgetting the one not seen for longest', () => {
    const { budget, allowedInARow } = budgetAt({ perMinute: 30, burst: 2 }, 3);
    allowedInARow('192.0.2.1');
    for (const other of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) budget.take(other);
    expect(budget.size).toBe(3);
    // Forgotten: a full bucket again, as it would have after a minute.
    expect(budget.take('192.0.2.1')).toBeUndefined();
    // A crawler that keeps asking stays known however many others come by.
    const { budget: kept, allowedInARow: keptInARow } = budgetAt({ perMinute: 30, burst: 2 }, 3);
    keptInARow('192.0.2.1');
    for (let host = 1; host <= 1000; host += 1) {
      kept.take(`198.51.100.${host % 250}`);
      expect(kept.take('192.0.2.1')).toBeDefined();
    }
    expect(kept.size).toBe(3);
  });

  it('is off at 0 a minute', () => {
    const { budget } = budgetAt({ perMinute: 0, burst: 10 });
    expect(budget.enabled).toBe(false);
    for (let time = 0; time < 1000; time += 1) expect(budget.take('203.0.113.5')).toBeUndefined();
    expect(budget.size).toBe(0);
  });
});
