/**
 * The timed-entry part of the park conditions on /weather: the season visitors plan for, the two
 * permits and their hours, the release schedule and the reservation link (the shared guide,
 * @estes/shared/park). "Today" is the park's date when the page's data was loaded, so the
 * server's HTML and the hydrated page agree; without loaded data it shows nothing.
 */
import { Container, Section } from '@estes/shared';
import { TimedEntryGuide, parkDate, timedEntryGuideId } from '@estes/shared/park';

export function ParkTimedEntrySection({ loadedAt }: { loadedAt: string | undefined }) {
  if (loadedAt === undefined) return null;
  return (
    <Section id={timedEntryGuideId}>
      <Container>
        <TimedEntryGuide today={parkDate(new Date(loadedAt))} />
      </Container>
    </Section>
  );
}
