/**
 * One HTTP request written as raw bytes on a socket, so nothing is normalised on the way (used
 * by `npm run fuzz`: tools/lib/fuzz.ts and tools/lib/worst-case-posts.ts), timed two ways: the
 * whole exchange, and the server's part of it (from the request's last byte out to the answer's
 * first byte in).
 */
import { connect } from 'node:net';

export interface FuzzRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
  /**
   * Photos the server has to decode (the heaviest it allows): judged by the photo bound, and
   * sent as a burst of parallel copies, as an attacker would send them.
   */
  heavy?: boolean;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  /**
   * The status; 0 when nothing came back in time (a request that hangs), -1 when the server
   * closed the connection before a status line (it refused a body it would not read).
   */
  status: number;
  /** From connecting to the status line. */
  milliseconds: number;
  /** From the request's last byte written to the status line (0 if the answer came first). */
  serverMilliseconds: number;
  /** When the request started, on the process' clock (performance.now()). */
  startedAt: number;
  /** The answer's Retry-After header, if it had one (a server too busy for now says when to come back). */
  retryAfter?: string;
}

/** A 503 with Retry-After: the server refusing work it has no room for now, on purpose (decision 028). */
export const isBusyRefusal = (answer: FuzzAnswer): boolean => answer.status === 503 && answer.retryAfter !== undefined;

/**
 * Sends one request as raw bytes and reads the answer's head (status line and headers); status 0
 * when none came in `timeoutMs`. `onSent` is called once the whole request has been handed to
 * the network.
 */
export function sendRaw(
  host: string,
  port: number,
  request: FuzzRequest,
  options: { timeoutMs?: number; onSent?: () => void } = {},
): Promise<FuzzAnswer> {
  const startedAt = performance.now();
  let sentAt: number | undefined;
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let received = '';
    let settled = false;
    let firstByteAt: number | undefined;
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answeredAt = firstByteAt ?? performance.now();
      const retryAfter = /\r\nretry-after:[ \t]*([^\r\n]*)/i.exec(received)?.[1];
      resolve({
        request,
        status,
        milliseconds: Math.round(answeredAt - startedAt),
        serverMilliseconds: Math.round(Math.max(0, answeredAt - (sentAt ?? answeredAt))),
        startedAt,
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
    };
    const statusOf = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? -1);
    const timer = setTimeout(() => finish(firstByteAt === undefined ? 0 : statusOf()), options.timeoutMs ?? 15_000);
    socket.on('data', (chunk: Buffer) => {
      firstByteAt ??= performance.now();
      // The head only (what is needed comes first; a body can be megabytes).
      if (received.length < 64 * 1024) received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish(statusOf());
    });
    socket.on('error', () => finish(statusOf()));
    socket.on('close', () => finish(statusOf()));
    socket.on('connect', () => {
      const head = [
        `${request.method} ${request.target} HTTP/1.1`,
        `Host: ${host}:${port}`,
        ...request.headers.map(([name, value]) => `${name}: ${value}`),
        ...(request.body.length > 0 || ['POST', 'PUT', 'PATCH'].includes(request.method)
          ? [`Content-Length: ${request.body.length}`]
          : []),
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      // Written as UTF-8: a target or header with characters beyond Latin-1 goes as their bytes.
      socket.write(Buffer.concat([Buffer.from(head, 'utf8'), request.body]), (error) => {
        if (error || settled) return;
        sentAt = performance.now();
        options.onSent?.();
      });
    });
  });
}

/** A request in one line, for the report (long parts shortened). */
export function describeRequest(request: FuzzRequest): string {
  const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length})` : text);
  const type = request.headers.find(([name]) => name === 'Content-Type')?.[1];
  return `${request.method} ${shorten(JSON.stringify(request.target), 160)}${type ? ` [${shorten(type, 60)}]` : ''}${
    request.body.length > 0 ? ` body ${request.body.length} bytes` : ''
  }${request.heavy ? ' (heaviest photos)' : ''}`;
}
