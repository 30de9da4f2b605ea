import type { createBrowserRouter } from 'react-router-dom';
import { deferPopstateUpdates } from './popstate-updates';

type Subscriber = Parameters<ReturnType<typeof createBrowserRouter>['subscribe']>[0];
type Update = Parameters<Subscriber>;

/** A router's subscription alone: `announce` is the router telling its subscribers of a new state. */
function routerSubscription() {
  const subscribers = new Set<Subscriber>();
  return {
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    announce(label: string) {
      const update = [{ location: { hash: label } }, { deletedFetchers: [], newErrors: null, flushSync: false }];
      for (const subscriber of subscribers) subscriber(...(update as unknown as Update));
    },
  };
}

const hashes = (subscriber: jest.Mock) =>
  subscriber.mock.calls.map((call: unknown[]) => (call[0] as { location: { hash: string } }).location.hash);

/** Announces `label` from inside a popstate event, as the router does on Back, Forward or a `#id` link. */
function announceDuringPopstate(router: ReturnType<typeof routerSubscription>, label: string) {
  const announce = () => router.announce(label);
  window.addEventListener('popstate', announce, { once: true });
  window.dispatchEvent(new PopStateEvent('popstate'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('deferPopstateUpdates', () => {
  it('passes an update made outside a popstate event on at once', () => {
    const router = deferPopstateUpdates(routerSubscription());
    const subscriber = jest.fn();
    router.subscribe(subscriber);
    router.announce('#a');
    expect(hashes(subscriber)).toEqual(['#a']);
  });

  it('hands an update made during a popstate event on one task later, after the event', () => {
    const router = deferPopstateUpdates(routerSubscription());
    const subscriber = jest.fn();
    router.subscribe(subscriber);
    announceDuringPopstate(router, '#main');
    expect(subscriber).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(hashes(subscriber)).toEqual(['#main']);
  });

  it('keeps the order: an update made while one waits queues behind it', () => {
    const router = deferPopstateUpdates(routerSubscription());
    const subscriber = jest.fn();
    router.subscribe(subscriber);
    announceDuringPopstate(router, '#first');
    router.announce('#second');
    expect(subscriber).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(hashes(subscriber)).toEqual(['#first', '#second']);
    router.announce('#third');
    expect(hashes(subscriber)).toEqual(['#first', '#second', '#third']);
  });

  it('drops what waits when the subscriber leaves', () => {
    const router = deferPopstateUpdates(routerSubscription());
    const subscriber = jest.fn();
    const unsubscribe = router.subscribe(subscriber);
    announceDuringPopstate(router, '#main');
    unsubscribe();
    jest.runOnlyPendingTimers();
    expect(subscriber).not.toHaveBeenCalled();
  });
});
