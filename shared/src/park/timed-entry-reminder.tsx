/**
 * When permits for a visitor's days go on sale, in words, and "Remind me": a plain link to the
 * conditions area's .ics of those moments, with alarms (decision 082). Shown under a stay's dates
 * and on My trip. Whether a moment is past depends on the clock, so this renders nothing on the
 * server and while hydrating, and says it right after: the two renders always agree. The link is
 * offered only while a moment is still to come; a year not announced gets its reason, no link.
 * More days than one file holds get one link per group of days, each named by its days.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { timedEntryRemindersHref } from '../api/conditions/timed-entry-reminders';
import { hasComingMoment, permitReleaseMoments, releaseMomentWords, reminderGroups } from './timed-entry-releases';
import { dayList } from './timed-entry-text';
import { timedEntrySeasons, type TimedEntrySeason } from './timed-entry-seasons';

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating, true afterwards. */
const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function TimedEntryReminder({
  dates,
  seasons = timedEntrySeasons,
  now = () => new Date(),
  whenNothing = null,
}: {
  /** Calendar days (YYYY-MM-DD); days outside a season are left out of the words and the file. */
  dates: readonly string[];
  seasons?: readonly TimedEntrySeason[];
  now?: () => Date;
  /** Shown (after hydration) when none of the days has a sale moment or a reason to give. */
  whenNothing?: ReactNode;
}) {
  const hydrated = useIsHydrated();
  if (!hydrated) return null;
  if (dates.length === 0) return whenNothing;
  const answer = permitReleaseMoments(dates, now(), seasons);
  const { sale, notes } = releaseMomentWords(answer);
  if (sale.length + notes.length === 0) return whenNothing;
  const groups = reminderGroups(answer);
  return (
    <p data-timed-entry="reminder">
      {sale.join(' ')}
      {hasComingMoment(answer)
        ? groups.map((days) => (
            <span key={days[0]}>
              {' '}
              <a href={timedEntryRemindersHref(days)} download>
                {groups.length > 1 ? `Remind me for ${dayList(days)}` : 'Remind me'} (calendar file with alarms)
              </a>
            </span>
          ))
        : null}
      {/* The notes after the link, so a long unconfirmed label never hides it. */}
      {sale.length > 0 && notes.length > 0 ? ' ' : null}
      {notes.join(' ')}
    </p>
  );
}
