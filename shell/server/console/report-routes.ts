/**
 * The console's "Page views" section, served by the shell (decision 067 on decision 061's
 * counts): page views by day, route and referring site, and the searches that found nothing,
 * over the last 7, 30 or 90 days in Estes Park (the days they were counted in), as JSON for the
 * page and as CSV for each of its tables. Every signed-in role may read them: they hold nothing
 * about anyone (no address, no cookie; a search with an address or a number in it was never kept).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  emptySearchesCsv,
  pageViewsCsv,
  readEmptySearches,
  readEmptySearchReport,
  readPageViewReport,
  readPageViews,
  toCsv,
  type DayWindow,
} from '@estes/platform';
import { reportPeriods, reportWindow } from '@estes/shared/console/report-days';
import { mountainDate } from '@estes/shared/mountain-time';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import { sessionOf } from './session-guard';

const daysQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (reportPeriods as readonly number[]).includes(days))
    .default(30),
});
const pageViewTables = ['days', 'routes', 'referrers', 'all'] as const;
const searchTables = ['queries', 'days', 'all'] as const;

const periodSentence = `“days” must be one of ${reportPeriods.join(', ')}.`;

function windowOf(query: unknown, now: number): DayWindow {
  const parsed = daysQuery.safeParse(query ?? {});
  if (!parsed.success) throw new ConsoleError(400, periodSentence);
  return reportWindow(mountainDate(new Date(now)), parsed.data.days as (typeof reportPeriods)[number]);
}

function tableOf<Table extends string>(query: unknown, tables: readonly Table[]): Table {
  const table = (query as Record<string, unknown> | undefined)?.table;
  if (typeof table === 'string' && (tables as readonly string[]).includes(table)) return table as Table;
  throw new ConsoleError(400, `“table” must be one of ${tables.join(', ')}.`);
}

/** A CSV answer the browser saves under a name that says what and when. */
function sendCsv(reply: FastifyReply, name: string, window: DayWindow, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${window.from}-to-${window.to}.csv"`)
    .send(csv);
}

export async function reportRoutes(app: FastifyInstance, context: ConsoleContext): Promise<void> {
  app.get('/console/api/reports/page-views', async (request, reply) => {
    await sessionOf(context, request, reply);
    const window = windowOf(request.query, context.now());
    const [views, searches] = await Promise.all([
      readPageViewReport(context.db, window),
      readEmptySearchReport(context.db, window),
    ]);
    // Per route and day is the CSV's (every row): the page charts the days and lists the routes.
    const pageViews = { total: views.total, byDay: views.byDay, byRoute: views.byRoute, byReferrer: views.byReferrer };
    return { ...window, timeZone: 'America/Denver', pageViews, emptySearches: searches };
  });

  app.get('/console/api/reports/page-views.csv', async (request, reply) => {
    await sessionOf(context, request, reply);
    const window = windowOf(request.query, context.now());
    const table = tableOf(request.query, pageViewTables);
    if (table === 'all')
      return sendCsv(reply, 'page-views', window, pageViewsCsv(await readPageViews(context.db, window)));
    const report = await readPageViewReport(context.db, window);
    if (table === 'days') return sendCsv(reply, 'page-views-by-day', window, toCsv(['day', 'views'], report.byDay));
    if (table === 'routes') {
      return sendCsv(reply, 'page-views-by-route', window, toCsv(['route', 'views'], report.byRoute));
    }
    return sendCsv(reply, 'page-views-by-referring-site', window, toCsv(['referrer', 'views'], report.byReferrer));
  });

  app.get('/console/api/reports/empty-searches.csv', async (request, reply) => {
    await sessionOf(context, request, reply);
    const window = windowOf(request.query, context.now());
    const table = tableOf(request.query, searchTables);
    if (table === 'all') {
      const rows = await readEmptySearches(context.db, window);
      return sendCsv(reply, 'searches-that-found-nothing-per-day', window, emptySearchesCsv(rows));
    }
    const report = await readEmptySearchReport(context.db, window);
    if (table === 'queries') {
      return sendCsv(
        reply,
        'searches-that-found-nothing',
        window,
        toCsv(['query', 'searches', 'lastDay'], report.byQuery),
      );
    }
    return sendCsv(reply, 'searches-that-found-nothing-by-day', window, toCsv(['day', 'searches'], report.byDay));
  });
}
