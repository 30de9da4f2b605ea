/**
 * The newsletter outbox's retries in the background: sign-ups kept from before a restart go out
 * at start, then on a timer; a test that moves its own clock gives its own timer and awaits each
 * drain, so nothing sends behind its back.
 */
import type { FastifyInstance } from 'fastify';
import type { NewsletterOutbox } from './newsletter-outbox';

/** Runs `drain` every `intervalMs` and gives back how to stop it. */
export type EveryInterval = (drain: () => Promise<unknown>, intervalMs: number) => () => void;

export const everyIntervalOfTheClock: EveryInterval = (drain, intervalMs) => {
  const timer = setInterval(() => void drain(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** Drains `outbox` at start and every `retryBaseMs` (30 s at most), one drain at a time, until `app` closes. */
export function drainOutbox(
  app: FastifyInstance,
  outbox: NewsletterOutbox,
  retryBaseMs: number,
  everyInterval: EveryInterval,
) {
  let running: Promise<unknown> | undefined;
  const drain = () =>
    (running ??= outbox
      .drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'newsletter outbox retry failed'))
      .finally(() => {
        running = undefined;
      }));
  const stopTimer = everyInterval(drain, Math.min(retryBaseMs, 30_000));
  // Held sign-ups (the provider refused our key or publication) are tried again with the
  // settings of this start.
  app.addHook('onReady', async () => {
    await outbox.releaseHeld().catch((error: unknown) => app.log.error({ err: error }, 'held sign-ups not released'));
    void drain();
  });
  app.addHook('onClose', async () => {
    stopTimer();
    await running;
  });
}
