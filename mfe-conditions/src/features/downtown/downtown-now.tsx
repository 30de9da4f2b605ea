/**
 * The downtown page's live strip (Estes Park time, what the places provider says is open now, the usual parking, a link
 * to the weather) and the season's banner, both read at the town time the page ticks.
 */
import styled from 'styled-components';
import { Container, Link, paths, theme } from '@estes/shared';
import { formatMountainTime, type MountainClock } from '@estes/shared/mountain-time';
import { FactsList } from '@estes/shared/ui/facts-list';
import type { DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';
import { hasLiveFacts, isOpenNow, parkingOutlook, parkingOutlookText } from '../../domain/downtown';
import { SeasonBanner } from '../../components/season-banner';
import { bannerFor, type Season } from '../../domain/season';

const seasonNames = { spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' } as const;

export function DowntownNow({
  clock,
  time,
  season,
  places,
}: {
  clock: number;
  time: MountainClock;
  season: Season | undefined;
  /** The directory's places with their live facts; undefined when they could not be read. */
  places: DowntownPlacesAnswer | undefined;
}) {
  const listed = places?.places ?? [];
  // Counted from the provider's answer when the page was built, not guessed from usual hours.
  const openNow = hasLiveFacts(listed)
    ? `${listed.filter(isOpenNow).length} of ${listed.length} places (${places?.providerName ?? 'live'} hours)`
    : 'Live hours are not connected right now';
  const banner = bannerFor(season);
  return (
    <>
      <Strip aria-label="Downtown right now">
        <Container>
          <FactsList
            layout="grid"
            facts={[
              { label: 'Estes Park time', value: formatMountainTime(new Date(clock)) },
              { label: 'Open now', value: openNow },
              { label: 'Usual parking now', value: parkingOutlookText[parkingOutlook(time, season)] },
              {
                label: 'Weather',
                value: <StripLink to={paths.weather()}>Current conditions and forecast</StripLink>,
              },
            ]}
          />
        </Container>
      </Strip>
      <Container>
        <SeasonBanner
          banner={banner}
          headingId="downtown-season-heading"
          titlePrefix={season ? `${seasonNames[season]} downtown: ` : undefined}
        />
      </Container>
    </>
  );
}

/** The facts on the pine band: tiles without their own background, labels small and light. */
const Strip = styled.section`
  background: ${theme.color.pine};
  color: ${theme.color.white};
  && dl {
    gap: 0.75rem 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
    padding: 1rem 0;
    color: ${theme.color.white};
  }
  && dl > div {
    padding: 0;
    background: none;
  }
  && dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.color.tealMist};
  }
  && dd {
    color: ${theme.color.white};
  }
`;

const StripLink = styled(Link)`
  color: ${theme.color.white};
`;
