/**
 * `GET /api/conditions/timed-entry/reminders.ics?dates=YYYY-MM-DD,…` (issue 33, point 5): an
 * iCalendar file with one event per moment permits for those days go on sale, each with alarms
 * (shared/src/park/timed-entry-releases.ts). The conditions area serves it; the lodging pages'
 * stay notice and the shell's My trip link to it ("Remind me"). Defined here, in the package
 * they all import, so the link and the route share one address and one reading of the days. The
 * answer is a file, not JSON: pages never call it, they link to it. No zod, so the link adds
 * no schema library to a page's first load.
 */
import { answerReader, defineEndpoint, type EndpointSchema } from '../define-endpoint';
import { readReminderDates } from '../../park/timed-entry-releases';

/** The query's days, read as the pages write them: `dates` comma-separated, at most 31 different. */
const reminderQuery: EndpointSchema<{ dates: readonly string[] }> = {
  safeParse(query: unknown) {
    const dates = readReminderDates((query as { dates?: unknown } | undefined)?.dates);
    return dates.kind === 'dates'
      ? { success: true, data: { dates: dates.dates } }
      : { success: false, error: { issues: [{ message: dates.message }] } };
  },
};

export const timedEntryRemindersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conditions/timed-entry/reminders.ics',
  query: reminderQuery,
  response: answerReader((body) => String(body)),
});

/** The "Remind me" link for these days (calendar days, as the pages hold them). */
export function timedEntryRemindersHref(dates: readonly string[]): string {
  return `${timedEntryRemindersEndpoint.path}?dates=${[...new Set(dates)].sort().join(',')}`;
}
