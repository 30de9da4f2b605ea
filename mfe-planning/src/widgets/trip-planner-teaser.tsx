/**
 * The home page's trip-planner teaser (docs/rules/site.md#home-page): Duration of Stay and Travel
 * Style, and 'Create My Itinerary'. The earlier site's selects did nothing; here the choice goes on
 * to /plan-your-trip, whose itinerary request starts with the matching package and interests
 * (trip-preselect.ts). It is a plain GET form, so it works before any code has loaded. In
 * timed-entry season (from the first permit release to the last permit day, estimated when the
 * year's dates are not announced) it also says so, with a link to the timed-entry guide on
 * /trip-planning; the loader decides on the server, so it is in the page's HTML.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button, Lead, Link, SectionHeading, mediaUp, paths, theme } from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import { outlookHeadline, timedEntryGuideId, timedEntrySeasonNow } from '@estes/shared/park';

/** Values trip-preselect.ts reads: days for the duration, interest words for the style. */
export const stayDurations = [
  { value: '2', label: '1-2 days' },
  { value: '4', label: '3-4 days' },
  { value: '6', label: '5-7 days' },
  { value: 'week', label: '1+ weeks' },
] as const;

export const travelStyles = [
  { value: 'adventure', label: 'Adventure Seeker' },
  { value: 'family', label: 'Family Friendly' },
  { value: 'relaxed', label: 'Relaxed Sightseeing' },
  { value: 'photography', label: 'Photography Focus' },
] as const;

export const itineraryPath = '/plan-your-trip';

export interface TripPlannerTeaserData {
  /** In timed-entry season: what to say about it; otherwise null (nothing is shown). */
  timedEntry: { headline: string; estimated: boolean } | null;
}

/** What the teaser says about timed entry on the park's date `today`. */
export function timedEntryTeaser(today: string): TripPlannerTeaserData['timedEntry'] {
  const now = timedEntrySeasonNow(today);
  return now.inSeason ? { headline: outlookHeadline(now.outlook), estimated: now.estimated } : null;
}

export function loader(): TripPlannerTeaserData {
  return { timedEntry: timedEntryTeaser(mountainDate()) };
}

export default function TripPlannerTeaserWidget({ data }: { data?: TripPlannerTeaserData }) {
  const id = useId();
  const timedEntry = data?.timedEntry ?? null;
  return (
    <Band>
      <div>
        <SectionHeading>Plan Your Perfect Trip</SectionHeading>
        <Lead>Tell us how long you’re staying and how you like to travel: a local builds your itinerary, free.</Lead>
        {timedEntry ? (
          <TimedEntryNote data-timed-entry="home">
            <strong>Rocky Mountain National Park:</strong> {timedEntry.headline}{' '}
            <Link to={`${paths.tripPlanning()}#${timedEntryGuideId}`}>Permit types, hours and how to reserve</Link>
          </TimedEntryNote>
        ) : null}
      </div>
      <Form method="get" action={itineraryPath} aria-label="Start your itinerary">
        <Field>
          <label htmlFor={`${id}-duration`}>Duration of Stay</label>
          <select id={`${id}-duration`} name="duration" defaultValue="4">
            {stayDurations.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-style`}>Travel Style</label>
          <select id={`${id}-style`} name="style" defaultValue="adventure">
            {travelStyles.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit">Create My Itinerary</Button>
      </Form>
    </Band>
  );
}

const Band = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: end;
  ${mediaUp('large')} {
    grid-template-columns: 1fr 1.2fr;
  }
`;

const TimedEntryNote = styled.p`
  margin: 1rem 0 0;
  max-width: 46rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
  background: ${theme.color.tealWash};
  color: ${theme.color.body};
  a {
    color: ${theme.color.pine};
    font-weight: 700;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
  ${mediaUp('medium')} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-size: 0.875rem;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  select {
    min-height: 44px;
    padding: 0.5rem 0.625rem;
    border: 1px solid #94a3b8;
    border-radius: ${theme.radius.small};
    background: ${theme.color.white};
    color: ${theme.color.ink};
  }
`;
