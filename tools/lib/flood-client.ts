/**
 * The crawler of the bench's flood figure (tools/lib/flood-bench.ts), in a process of its own so
 * that its work does not delay the visitor the bench measures beside it: N connections asking,
 * as fast as they are answered, for URLs that are all different (`/events?r=1`, `?r=2`, …).
 *
 *   node --import tsx tools/lib/flood-client.ts '{"baseUrl":"http://127.0.0.1:3330","connections":8,"seconds":10,"kind":"junk"}'
 *
 * Prints `flooding` once the first answer has come back (the bench starts measuring then), and at
 * the end one line of JSON: the answers per status, connection errors, and requests sent.
 */
import autocannon from 'autocannon';
import { floodPathOf, parseFloodOrder, type FloodSummary } from './flood-report';

const order = parseFloodOrder(process.argv[2] ?? '');
let sent = 0;
let announced = false;

const run = autocannon(
  {
    url: order.baseUrl,
    connections: order.connections,
    duration: order.seconds,
    headers: { accept: 'text/html' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: floodPathOf(order.kind, sent++) }) }],
  },
  (error, result) => {
    if (error) throw error;
    const statusCounts: Record<string, number> = {};
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
      statusCounts[status] = Number((stats as { count?: number } | undefined)?.count ?? 0);
    }
    const summary: FloodSummary = { sent, statusCounts, errors: result.errors + result.timeouts };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  },
);
run.on('response', () => {
  if (announced) return;
  announced = true;
  process.stdout.write('flooding\n');
});
