/**
 * My trip's timed-entry reminder (issue 33, point 5): for the days the trip is planned on (each
 * item's day, an event's days), when Rocky Mountain National Park permits for them go on sale,
 * and "Remind me" (the conditions area's .ics, decision 082). A trip with no day yet gets a day
 * to choose instead: a plain GET form to the same file, which works with no script at all.
 */
import styled from 'styled-components';
import { Button } from '@estes/shared';
import { timedEntryRemindersEndpoint } from '@estes/shared/api/conditions/timed-entry-reminders';
import type { TripItem } from '@estes/shared/my-trip';
import { TimedEntryReminder } from '@estes/shared/park';
import { Card } from '@estes/shared/ui/card';
import { fieldRowStyles } from '../../../components/field-row-styles';

/** The calendar days the trip is planned on, in order. */
export function tripDays(items: readonly TripItem[]): string[] {
  const days = items.flatMap((item) => {
    if (item.day) return [item.day];
    return item.when ? [item.when.start.slice(0, 10), item.when.end.slice(0, 10)] : [];
  });
  return [...new Set(days)].sort();
}

export function TripTimedEntry({ items }: { items: readonly TripItem[] }) {
  const days = tripDays(items);
  return (
    <Section as="section" $padded aria-labelledby="trip-timed-entry-heading" data-print="hide">
      <h2 id="trip-timed-entry-heading">Timed-entry permits for the park</h2>
      {days.length > 0 ? (
        <TimedEntryReminder
          dates={days}
          whenNothing={
            <p>None of your trip’s days needs a timed-entry permit, so there is nothing to remind you of.</p>
          }
        />
      ) : (
        <form action={timedEntryRemindersEndpoint.path} method="get">
          <p>Pick a day in Rocky Mountain National Park: the calendar file rings when its permits go on sale.</p>
          <label htmlFor="trip-timed-entry-day">Day in the park</label>
          <div>
            <input id="trip-timed-entry-day" type="date" name="dates" required />
            <Button type="submit">Remind me</Button>
          </div>
        </form>
      )}
    </Section>
  );
}

const Section = styled(Card)`
  margin-top: 2.5rem;
  h2 {
    font-size: 1.25rem;
  }
  ${fieldRowStyles}
`;
