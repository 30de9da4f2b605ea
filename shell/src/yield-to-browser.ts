/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input
 * in between: the site's start-up is several steps of main-thread work (decision 053), and a
 * visitor's phone (Lighthouse's 4x CPU) blocks on every task over 50 ms for all of its length
 * beyond that, so one 240 ms task costs far more than four of 60 ms.
 *
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * work of lower priority, so start-up is not starved); elsewhere a zero-delay timer, a new task
 * (the start-up's timers are not nested deep enough to be clamped to 4 ms).
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
