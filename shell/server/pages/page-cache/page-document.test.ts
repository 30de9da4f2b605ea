/**
 * @jest-environment node
 */
import type { ServerResponse } from 'node:http';
import v8 from 'node:v8';
import { cachedPageOf, writePageResponse, type ResponsePolicy } from './page-document';

// V8's own report of a function's tier: the property decision 084 is about, asked directly.
v8.setFlagsFromString('--allow-natives-syntax');
type Native = (target: unknown) => number;
// V8's natives are reachable only through code made at run time.
const native = (call: string) => new Function('target', `return %${call}(target)`) as Native;
const prepareForOptimization = native('PrepareFunctionForOptimization');
const optimizeOnNextCall = native('OptimizeFunctionOnNextCall');
const optimizationStatus = native('GetOptimizationStatus');
/** V8's OptimizationStatus bit for "runs optimised code" (src/runtime/runtime.h). */
const optimised = 1 << 4;

/** What a response is asked to do, without a socket. */
class RecordedResponse {
  status = 0;
  headers: readonly string[] = [];
  body: Buffer | undefined = undefined;
  writeHead(status: number, headers: readonly string[]) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  end(body?: Buffer) {
    this.body = body;
    return this;
  }
}

const pageOf = (html: string, area: string) =>
  cachedPageOf(
    {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-area-version': `${area}@1.0.0` },
      document: { html, styleHashes: [] },
      remoteOrigins: [],
      tags: [],
      builtAt: Date.now(),
      freshSeconds: 60,
      pageView: { route: area },
    },
    { compressNow: true },
  );

const policy: ResponsePolicy = {
  cacheControl: 'public, max-age=0, s-maxage=1',
  https: false,
  cacheState: 'hit',
  showsOperatorHeaders: false,
};
const browser = { acceptEncoding: 'gzip, deflate, br, zstd', ifNoneMatch: undefined };

describe('the writer of a kept page', () => {
  it('keeps the code V8 optimised on one page for the next page a server answers (decision 084)', () => {
    const elk = pageOf('<p>Elk</p>', 'content');
    const events = pageOf('<ul><li>Elk Fest</li></ul>', 'planning');
    const write = (page: typeof elk) => {
      const response = new RecordedResponse();
      writePageResponse(response as unknown as ServerResponse, page, policy, browser);
      return response;
    };
    prepareForOptimization(writePageResponse);
    write(elk);
    write(elk);
    optimizeOnNextCall(writePageResponse);
    expect(write(elk).body).toBe(elk.brotli());
    expect(optimizationStatus(writePageResponse) & optimised).toBe(optimised);

    const answered = write(events);

    expect(answered.body).toBe(events.brotli());
    expect(answered.headers).toContain(events.etag);
    expect(optimizationStatus(writePageResponse) & optimised).toBe(optimised);
  });
});
