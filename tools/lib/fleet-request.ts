/**
 * One request to the fleet (its balancer or an instance), as the fleet bench and the fleet's
 * cache checks send them: a page or API read, or a JSON post; the whole answer as text.
 */
import http from 'node:http';

export interface FleetAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** `agent: false` for a connection of its own; an Agent to keep connections open under load. */
export function sendToFleet(
  agent: http.Agent | false,
  url: string,
  method = 'GET',
  body?: string,
): Promise<FleetAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? {
              'content-type': 'application/json',
              accept: 'application/json',
              'content-length': Buffer.byteLength(body),
            }
          : { accept: 'text/html,application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
