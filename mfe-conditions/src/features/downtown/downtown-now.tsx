/**
 * The downtown page's live strip (Estes Park time, what is open now, the usual parking, a link
 * to the weather) and the season's banner, both read at the town time the page ticks.
 */
import styled from 'styled-components';
import { Container, Link, paths, theme } from '@estes/shared';
import { formatMountainTime, type MountainClock } from '@estes/shared/mountain-time';
import { downtownBusinesses } from '../../data/downtown-businesses';
import { isOpenAt, parkingOutlook, parkingOutlookText } from '../../domain/downtown';
import { bannerFor, type Season } from '../../domain/season';

const seasonNames = { spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' } as const;

export function DowntownNow({
  clock,
  time,
  season,
}: {
  clock: number;
  time: MountainClock;
  season: Season | undefined;
}) {
  const openNow = downtownBusinesses.filter((business) => isOpenAt(business.openingHours, time)).length;
  const banner = bannerFor(season);
  return (
    <>
      <Strip aria-label="Downtown right now">
        <Container>
          <dl>
            <div>
              <dt>Estes Park time</dt>
              <dd>{formatMountainTime(new Date(clock))}</dd>
            </div>
            <div>
              <dt>Open now</dt>
              <dd>
                {openNow} of {downtownBusinesses.length} places
              </dd>
            </div>
            <div>
              <dt>Usual parking now</dt>
              <dd>{parkingOutlookText[parkingOutlook(time, season)]}</dd>
            </div>
            <div>
              <dt>Weather</dt>
              <dd>
                <StripLink to={paths.weather()}>Current conditions and forecast</StripLink>
              </dd>
            </div>
          </dl>
        </Container>
      </Strip>
      <Container>
        <Banner aria-labelledby="downtown-season-heading">
          <h2 id="downtown-season-heading">
            {season ? `${seasonNames[season]} downtown: ` : ''}
            {banner.title}
          </h2>
          <p>{banner.text}</p>
          <ul>
            {banner.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Banner>
      </Container>
    </>
  );
}

const Strip = styled.section`
  background: ${theme.color.pine};
  color: ${theme.color.white};
  dl {
    display: grid;
    gap: 0.75rem 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
    margin: 0;
    padding: 1rem 0;
  }
  dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.color.tealMist};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const StripLink = styled(Link)`
  color: ${theme.color.white};
`;

const Banner = styled.section`
  margin: 2rem 0 0;
  padding: 1.25rem 1.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.tealWash};
  border-left: 6px solid ${theme.color.teal};
  h2 {
    font-size: 1.375rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;
