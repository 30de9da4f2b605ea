/**
 * The HTTP server under the areas' provider stand-ins (the Booking.com Demand API, the Places
 * API): what each one wrote again around its own handler (decision 043). Testing only: imported
 * from `@estes/shared/server/testing` by stand-ins, their `*-main.ts` processes and tools, never
 * by an area's API or by browser code.
 *
 * - Listens on 127.0.0.1 only, on the port asked (0: any free one).
 * - Hands the handler the request's body as text (the first MiB of it).
 * - Holds a response open (a provider that hangs) or answers it later (a slow one); `close`
 *   ends both, so a test's `afterEach` never waits on a timer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's body beyond this is not kept (stand-ins read small JSON bodies). */
const bodyMaxBytes = 1024 * 1024;

export type StandInHandler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export interface StandInServer {
  /** Starts listening on 127.0.0.1; answers where. */
  listen(port: number): Promise<{ origin: string; port: number }>;
  /** Keeps the response open, unanswered, until `close`. */
  hang(response: ServerResponse): void;
  /** Runs `answer` after `ms`, unless the server is closed or the client has gone first. */
  answerLater(response: ServerResponse, ms: number, answer: () => void): void;
  /** Streams a JSON answer of more than `bytes` bytes, as fast as the client reads it. */
  sendHuge(response: ServerResponse, bytes: number): void;
  /** Ends every held and pending response and stops listening. */
  close(): Promise<void>;
}

export function createStandInServer(handle: StandInHandler): StandInServer {
  const waiting = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    let text = '';
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= bodyMaxBytes) text += chunk.toString('utf8');
    });
    request.on('end', () => handle(request, response, text));
  });

  return {
    async listen(port) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const actualPort = (server.address() as AddressInfo).port;
      return { origin: `http://127.0.0.1:${actualPort}`, port: actualPort };
    },
    hang: (response) => void waiting.add(response),
    answerLater(response, ms, answer) {
      waiting.add(response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        waiting.delete(response);
        if (!response.destroyed) answer();
      }, ms);
      timers.add(timer);
    },
    sendHuge(response, bytes) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.on('error', () => undefined);
      const chunk = `{"padding":"${'x'.repeat(64 * 1024)}`;
      let sent = 0;
      const more = () => {
        while (sent <= bytes) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end('"}');
      };
      more();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        for (const response of waiting) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A stand-in as a process (`node --import tsx …-main.ts <port>`): starts it, prints `ready` (the
 * line the e2e servers and `npm run dev` wait for, with the settings that point the site at it)
 * and closes it, exiting 0, on SIGTERM or SIGINT.
 */
export async function runStandInProcess<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  ready: (standIn: S) => string,
): Promise<S> {
  const standIn = await start();
  process.stdout.write(`${ready(standIn)}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return standIn;
}
