import { createServer } from 'node:net';

/** A local port nothing listens on (it was free a moment ago), to test "could not reach". */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
