/**
 * Posts the photo queue turned away because it was full or too slow (decision 035): a capacity
 * limit refusing visitors, so /healthz says `degraded` and names it for a minute after the last
 * one, on the instance that refused them (the queue is each instance's own). A sender who left
 * before their turn was not refused, and is not counted.
 */
import type { AreaHealth } from '@estes/shared/server';

/** How long a refusal keeps /healthz degraded: long enough for a balancer's or operator's look. */
export const photoRefusalMemoryMs = 60_000;
/** Refusal times kept at most: a flood needs no more to be named, and memory stays bounded. */
const maxRemembered = 1000;

export class PhotoRefusals {
  /** When posts were refused, oldest first. */
  private readonly times: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  record(): void {
    this.times.push(this.now());
    if (this.times.length > maxRemembered) this.times.shift();
  }

  /** Refusals in the last `photoRefusalMemoryMs`. */
  recent(): number {
    const since = this.now() - photoRefusalMemoryMs;
    while (this.times.length > 0 && (this.times[0] ?? 0) < since) this.times.shift();
    return this.times.length;
  }
}

/** The submissions check with this instance's photo refusals added to what it names. */
export function withPhotoRefusals(health: AreaHealth, refused: number): AreaHealth {
  const withCount = { ...health, photoPostsRefusedLastMinute: refused };
  if (refused === 0) return withCount;
  const photos = `${refused} event submission${refused === 1 ? ' was' : 's were'} refused in the last minute because photo work was busy on this instance (503 "try again in a minute"; SUBMISSIONS_PHOTO_CONCURRENCY)`;
  const problem = health.problem
    ? `${health.problem.replace(/\.$/, '')}; ${photos}.`
    : `Visitors are refused: ${photos}.`;
  return { ...withCount, state: 'degraded', problem };
}
