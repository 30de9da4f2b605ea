/**
 * A test area's console API (decision 064), published as a fake area version by the hand-over
 * tests: routes under `/api/<area>/console/…` that check the role with the real
 * `requireConsoleRole` (handed to the fake bundle on `globalThis`, as the bundle runs in the
 * test's process), write the audit log through `context.recordConsoleAction`, and answer JSON,
 * CSV and bytes, so a test sees what the shell handed over and what it passed back.
 */
import { requireConsoleRole } from '@estes/shared/server';

declare global {
  var __consoleTestArea: { requireConsoleRole: typeof requireConsoleRole } | undefined;
}

export function installConsoleTestArea(): void {
  globalThis.__consoleTestArea = { requireConsoleRole };
}

/** Bytes no text decoding keeps as they are: a PNG signature, then every byte value. */
export const photoBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
]);

/** A CSV with a quoted comma, a line break inside a field and non-ASCII letters. */
export const exportCsv = 'id,name,note\r\n1,"Elk Fest, Bond Park","two\r\nlines"\r\n2,Café Trail Ridge,ok\r\n';

/** The fake build's API routes (publishFake's `apiRoutes`). */
export const consoleTestAreaRoutes = `
    const access = () => globalThis.__consoleTestArea;
    scope.get('/console/queue', async (request, reply) => {
      const account = access().requireConsoleRole(request, reply, 'reviewer');
      if (!account) return reply;
      return { account, query: request.query, ip: request.ip };
    });
    scope.post('/console/items/:id/approve', { bodyLimit: 1024 }, async (request, reply) => {
      const account = access().requireConsoleRole(request, reply, 'reviewer');
      if (!account) return reply;
      await context.recordConsoleAction(account, {
        action: 'submission-approved',
        target: 'event-submission ' + request.params.id,
        detail: 'approved from the console',
      });
      return { approved: request.params.id, received: request.body };
    });
    scope.post('/console/unknown-action', { bodyLimit: 1024 }, async (request, reply) => {
      const account = access().requireConsoleRole(request, reply, 'reviewer');
      if (!account) return reply;
      try {
        await context.recordConsoleAction(account, { action: 'submission-admired', target: 'x', detail: '' });
        return { recorded: true };
      } catch (error) {
        return reply.code(422).send({ error: error.message });
      }
    });
    scope.delete('/console/items/:id', { bodyLimit: 1024 }, async (request, reply) => {
      const account = access().requireConsoleRole(request, reply, 'reviewer');
      if (!account) return reply;
      return { deleted: request.params.id, by: account.email };
    });
    scope.get('/console/export.csv', async (request, reply) => {
      if (!access().requireConsoleRole(request, reply, 'reviewer')) return reply;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="submissions.csv"')
        .send(${JSON.stringify(exportCsv)});
    });
    scope.get('/console/photo', async (request, reply) => {
      if (!access().requireConsoleRole(request, reply, 'reviewer')) return reply;
      return reply.header('content-type', 'image/png').send(Buffer.from(${JSON.stringify([...photoBytes])}));
    });
    scope.get('/console/settings', async (request, reply) => {
      const account = access().requireConsoleRole(request, reply, 'admin');
      if (!account) return reply;
      return { account };
    });
    scope.get('/account-seen', async (request) => ({ header: request.headers['x-console-account'] ?? null }));`;
