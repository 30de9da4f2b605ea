/**
 * "30 s of silence ends a connection" (decision 028), kept by looking at every open connection
 * once a check (decision 086) instead of by Node's socket timeout. `server.setTimeout` arms a
 * timer per socket and re-arms it on every read and every write, on every request: 6–10 % of a
 * page-cache hit's CPU against the bare Node server (tools/cached-path-cpu.ts). Here a connection
 * costs a map entry, and each check reads the byte counts of the open connections: one whose
 * counts have not moved for `silenceMs` (nothing read from the client, nothing more handed to
 * it) is destroyed, as Node's timeout destroyed it, within one check of the limit.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Heard {
  /** Bytes read plus bytes handed to the socket when last seen moving. */
  bytes: number;
  since: number;
}

export interface SilentConnectionOptions {
  silenceMs: number;
  /** How often the open connections are looked at. */
  checkEveryMs: number;
  now?: () => number;
}

/** Ends the server's connections that stay silent for `silenceMs`; stops when the server closes. */
export function endSilentConnections(server: Server, options: SilentConnectionOptions): void {
  const now = options.now ?? Date.now;
  const open = new Map<Socket, Heard>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { bytes: 0, since: now() });
    socket.once('close', () => open.delete(socket));
  });
  const check = setInterval(() => {
    const at = now();
    for (const [socket, heard] of open) {
      // bytesWritten counts what was handed to the socket, buffered or sent.
      const bytes = socket.bytesRead + (socket.bytesWritten ?? 0);
      if (bytes !== heard.bytes) {
        heard.bytes = bytes;
        heard.since = at;
      } else if (at - heard.since >= options.silenceMs) {
        open.delete(socket);
        socket.destroy();
      }
    }
  }, options.checkEveryMs);
  check.unref();
  server.once('close', () => clearInterval(check));
}
