/**
 * For the Jest tests of the console's click pages (lodging's Partner clicks, the conditions
 * area's Retired hotel links), never for browser code: a stand-in for uPlot, which needs a canvas
 * jsdom does not have, and a stand-in for `fetch` that answers the page's console API.
 * Use the uPlot stand-in in a test file as
 * `jest.mock('uplot', () => jest.requireActual('@estes/shared/console/testing').uplotStandIn);`
 */

/** The data of every plot the stand-in was asked to draw, in order; a test empties it between tests. */
export const drawn: number[][][] = [];

/** Keeps what it is asked to draw in `drawn`; its width is fixed (jsdom lays nothing out). */
class StandInPlot {
  width = 300;
  constructor(_options: unknown, data: number[][]) {
    drawn.push(data);
  }
  setSize() {}
  destroy() {}
  static paths = { bars: () => () => null };
}

/** The module `jest.mock('uplot', …)` answers with. */
export const uplotStandIn = { __esModule: true, default: StandInPlot };

/**
 * Answers every `fetch` from now on with `status` and `body` as JSON, as the console API does;
 * returns the list of the addresses asked, in order, which grows as the page asks.
 */
export function answerEveryFetch(status: number, body: unknown): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}
