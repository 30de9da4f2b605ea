/**
 * A stand-in camera host for tests: serves a small JPEG per file name with a Last-Modified
 * header, as the operator's image folder does, and can be put down (connections refused) or told
 * to fail one picture.
 */
import { createServer, type Server } from 'node:http';

/** The bytes of a tiny valid JPEG (1×1 px, grey). */
export const standInJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AVN//2Q==',
  'base64',
);

export interface CameraStandIn {
  /** Base URL, as WEBCAM_IMAGE_BASE_URL takes it (with a trailing slash). */
  url: string;
  port: number;
  /** File names asked for, in order. */
  requests: string[];
  /** The Last-Modified the pictures carry. */
  setFrameTime(instant: Date): void;
  /** File names that answer 503. */
  failing: Set<string>;
  close(): Promise<void>;
}

export async function startCameraStandIn(port = 0, frameTime = new Date()): Promise<CameraStandIn> {
  let lastModified = frameTime;
  const requests: string[] = [];
  const failing = new Set<string>();
  const server: Server = createServer((request, response) => {
    const file = decodeURIComponent((request.url ?? '/').split('?')[0]?.replace(/^\/+/, '') ?? '');
    if (file === 'healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    requests.push(file);
    if (!file.endsWith('.jpg') || failing.has(file)) {
      response.writeHead(failing.has(file) ? 503 : 404, { 'content-type': 'text/plain' }).end('no picture');
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': standInJpeg.length,
        'last-modified': lastModified.toUTCString(),
      })
      .end(standInJpeg);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    port: actualPort,
    requests,
    failing,
    setFrameTime(instant) {
      lastModified = instant;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
