import type { AreaName } from '@estes/shared';

/** An area's code could not be loaded (browser: through federation; server: its server build). */
export class AreaUnavailableError extends Error {
  constructor(
    readonly area: AreaName,
    reason: string,
  ) {
    super(`The ${area} area is unavailable: ${reason}`);
    this.name = 'AreaUnavailableError';
  }
}
