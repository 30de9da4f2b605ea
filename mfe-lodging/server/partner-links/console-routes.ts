/**
 * Lodging's console API (decision 067 on decision 064's contract): its partner clicks for the
 * console's "Partner clicks" page, under `/api/lodging/console/…`, which only the shell's
 * hand-over reaches (with the signed-in account in `x-console-account`). Every signed-in role
 * may read them: a click is a link, a page and an hour, nothing about anyone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReportPeriod, reportPeriods, type ReportPeriod } from '@estes/shared/console/report-days';
import { requireConsoleAccount, type Database } from '@estes/shared/server';
import {
  clickWindow,
  partnerClickCsv,
  partnerClickTables,
  readPartnerClickReport,
  type PartnerClickTable,
} from './partner-click-report';

/** The period asked (30 days when none), or a 400 that says which periods there are. */
function periodOf(request: FastifyRequest, reply: FastifyReply): ReportPeriod | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.days;
  const days = value === undefined ? 30 : /^\d{1,3}$/.test(String(value)) ? Number(value) : Number.NaN;
  if (isReportPeriod(days)) return days;
  void reply.code(400).send({ error: `“days” must be one of ${reportPeriods.join(', ')}.` });
  return undefined;
}

/** Whether someone is signed in (the shell handed the request over for an account); else a 401. */
const signedIn = (request: FastifyRequest, reply: FastifyReply) => requireConsoleAccount(request, reply) !== undefined;

export function partnerClickConsoleRoutes(app: FastifyInstance, options: { db: Database; now?: () => number }) {
  const now = options.now ?? Date.now;

  app.get('/console/partner-clicks', async (request, reply) => {
    if (!signedIn(request, reply)) return reply;
    const period = periodOf(request, reply);
    if (period === undefined) return reply;
    return readPartnerClickReport(options.db, clickWindow(now(), period));
  });

  app.get('/console/partner-clicks.csv', async (request, reply) => {
    if (!signedIn(request, reply)) return reply;
    const period = periodOf(request, reply);
    if (period === undefined) return reply;
    const table = (request.query as Record<string, unknown> | undefined)?.table;
    if (typeof table !== 'string' || !(partnerClickTables as readonly string[]).includes(table)) {
      return reply.code(400).send({ error: `“table” must be one of ${partnerClickTables.join(', ')}.` });
    }
    const { fileName, csv } = await partnerClickCsv(options.db, clickWindow(now(), period), table as PartnerClickTable);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(csv);
  });
}
