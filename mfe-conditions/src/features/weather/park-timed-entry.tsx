/**
 * The timed-entry part of the park conditions on /weather: the season visitors plan for, the two
 * permits and their hours, the release schedule and the reservation link (the short form of the
 * guide, @estes/shared/park; the full guide is on /trip-planning), shown in the Park conditions
 * section's timed-entry slot. "Today" is the park's date when the page's data was loaded, so the
 * server's HTML and the hydrated page agree; without loaded data it shows nothing.
 */
import { mountainDate } from '@estes/shared/mountain-time';
import { TimedEntrySummary } from '@estes/shared/park';

export function ParkTimedEntry({ loadedAt }: { loadedAt: string | undefined }) {
  if (loadedAt === undefined) return null;
  return <TimedEntrySummary today={mountainDate(new Date(loadedAt))} headingLevel="h3" />;
}
