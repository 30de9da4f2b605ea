/**
 * What the weather page and the home card show without a live reading (issue 21): that there is
 * none, where the current forecast is (the National Weather Service), and the climate normals of
 * the date, labelled as typical. No advice is drawn from numbers that are not a reading.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { climateNormalsSource } from '../../data/climate-normals';
import { alpineVisitorCenterSeason, trailRidgeRoadSeason } from '../../data/seasonal-places';
import { inUsualSeason, typicalWeather } from '../../domain/typical-weather';
import { nwsForecastUrl, weatherPlaceInfo, type WeatherPlace } from '../../domain/weather-result';

export function NwsForecastLink({ place }: { place: WeatherPlace }) {
  return (
    <a href={nwsForecastUrl(place)} target="_blank" rel="noopener noreferrer">
      National Weather Service forecast for {weatherPlaceInfo[place].shortName}
    </a>
  );
}

/** "Typical for this date": the month's normal high and low, with their source. */
export function TypicalForDate({
  place,
  instant,
  headingId,
  headingLevel = 2,
}: {
  place: WeatherPlace;
  instant: Date;
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const typical = typicalWeather(place, instant);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Typical aria-labelledby={headingId}>
      <Heading id={headingId}>Typical for this date</Heading>
      {typical ? (
        <>
          <TypicalFigures>
            Typical high {typical.high}°F · Typical low {typical.low}°F
          </TypicalFigures>
          <Note>
            Approximate {typical.month} normals, not current conditions. Source:{' '}
            <a href={climateNormalsSource.url} target="_blank" rel="noopener noreferrer">
              {climateNormalsSource.name}
            </a>
            .
          </Note>
        </>
      ) : (
        <Note>
          No climate normals are published for {weatherPlaceInfo[place].shortName}. At{' '}
          {new Intl.NumberFormat('en-US').format(weatherPlaceInfo[place].elevationFeet)} ft it is usually much colder
          and windier than town.
        </Note>
      )}
    </Typical>
  );
}

/** The Alpine Visitor Center's season: closed outside its usual dates, with the park's page. */
export function AlpineSeasonStatus({ instant }: { instant: Date }) {
  const season = alpineVisitorCenterSeason;
  const open = inUsualSeason(season, instant);
  return (
    <SeasonPanel aria-labelledby="season-heading" $closed={!open}>
      <h2 id="season-heading">{open ? `${season.name}: in season` : `${season.name}: closed for the season`}</h2>
      <p>
        {open
          ? `It is ${season.typically}; snow can close Trail Ridge Road on any day.`
          : `It is ${season.typically}. ${trailRidgeRoadSeason.name} is ${trailRidgeRoadSeason.typically}.`}{' '}
        Check{' '}
        <a href={season.source.url} target="_blank" rel="noopener noreferrer">
          this year’s dates: {season.source.name}
        </a>
        .
      </p>
    </SeasonPanel>
  );
}

const Typical = styled.section`
  h2,
  h3 {
    font-size: 1.125rem;
    margin-bottom: 0.5rem;
  }
`;

const TypicalFigures = styled.p`
  && {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${theme.color.ink};
    margin: 0 0 0.5rem;
  }
`;

const Note = styled.p`
  && {
    font-size: 0.875rem;
    color: ${theme.color.muted};
    margin: 0;
  }
`;

const SeasonPanel = styled.section<{ $closed: boolean }>`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius.medium};
  border-left: 6px solid ${({ $closed }) => ($closed ? theme.color.ember : theme.color.success)};
  background: ${({ $closed }) => ($closed ? theme.color.emberWash : theme.color.tealWash)};
  h2 {
    font-size: 1.125rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
  }
`;
