/**
 * My trip's timed-entry reminder (issue 33, point 5): for the days the trip is planned on (each
 * item's day, an event's days), when Rocky Mountain National Park permits for them go on sale,
 * and "Remind me" (the conditions area's .ics, decision 082). A trip with no day yet gets a day
 * to choose instead: with script, the chosen day's answer is said on the page and the file is
 * offered only while a sale is to come, as for the trip's days; with no script, a plain GET
 * form to the file, whose endpoint says why in words when the day has no sale at all.
 */
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '@estes/shared';
import { timedEntryRemindersEndpoint } from '@estes/shared/api/conditions/timed-entry-reminders';
import type { TripItem } from '@estes/shared/my-trip';
import { TimedEntryReminder, isCalendarDate, type TimedEntrySeason } from '@estes/shared/park';
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

const subscribeToNothing = () => () => undefined;

export function TripTimedEntry({
  items,
  seasons,
  now,
}: {
  items: readonly TripItem[];
  /** The seasons and clock to answer from (tests); the site's data and the real clock by default. */
  seasons?: readonly TimedEntrySeason[];
  now?: () => Date;
}) {
  const days = tripDays(items);
  // Before hydration (and with no script) the form submits to the file; afterwards the page answers.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [chosenDay, setChosenDay] = useState('');
  return (
    <Section as="section" $padded aria-labelledby="trip-timed-entry-heading" data-print="hide">
      <h2 id="trip-timed-entry-heading">Timed-entry permits for the park</h2>
      {days.length > 0 ? (
        <TimedEntryReminder
          dates={days}
          {...(seasons ? { seasons } : {})}
          {...(now ? { now } : {})}
          whenNothing={
            <p>None of your trip’s days needs a timed-entry permit, so there is nothing to remind you of.</p>
          }
        />
      ) : (
        <form
          action={timedEntryRemindersEndpoint.path}
          method="get"
          onSubmit={(event) => {
            if (hydrated) event.preventDefault();
          }}
        >
          <p>Pick a day in Rocky Mountain National Park to see when its permits go on sale.</p>
          <label htmlFor="trip-timed-entry-day">Day in the park</label>
          <div>
            <input
              id="trip-timed-entry-day"
              type="date"
              name="dates"
              required
              value={chosenDay}
              onChange={(event) => setChosenDay(event.target.value)}
            />
            {hydrated ? null : <Button type="submit">Remind me</Button>}
          </div>
          <div aria-live="polite" data-timed-entry="chosen-day">
            {isCalendarDate(chosenDay) ? (
              <TimedEntryReminder dates={[chosenDay]} {...(seasons ? { seasons } : {})} {...(now ? { now } : {})} />
            ) : null}
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
