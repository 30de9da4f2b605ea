/**
 * The weather page's planning blocks: how much colder it is up high
 * (docs/rules/conditions.md#elevation-comparison) and the activity cards
 * (docs/rules/conditions.md#activity-advice) for hiking, photography and dining.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { WeatherFigure } from '../../components/weather/weather-reading';
import {
  diningAdvice,
  elevationComparison,
  estimateLabel,
  hikingAdvice,
  photographyAdvice,
  type ActivityAdvice,
} from '../../domain/weather-advice';
import type { LiveWeather, WeatherPlace, WeatherResult } from '../../domain/weather-result';
import { feet } from './current-conditions';
import { TileList, WeatherBlock } from './weather-block';

/**
 * Each place's live reading, as the page shows it in its current conditions; a place without one
 * is estimated from the other's and says so on its line.
 */
export function ElevationComparison({ places }: { places: Partial<Record<WeatherPlace, WeatherResult>> }) {
  const readings: Partial<Record<WeatherPlace, number>> = {};
  for (const result of Object.values(places))
    if (result?.source === 'live') readings[result.place] = result.current.temperature;
  const comparison = elevationComparison(readings);
  if (!comparison) return null;
  return (
    <WeatherBlock id="elevation" heading="Elevation Makes a Difference">
      <Elevations $columns={2} $phoneColumns={2}>
        {[comparison.town, comparison.alpine].map((place) => (
          <li key={place.name}>
            <h3>{place.name}</h3>
            <p>{feet(place.elevationFeet)} ft</p>
            <WeatherFigure $size="1.75rem">
              {place.estimatedFrom ? 'About ' : ''}
              {place.temperature}°F
              {place.estimatedFrom ? (
                <>
                  {' '}
                  <small>{estimateLabel(place.estimatedFrom)}</small>
                </>
              ) : null}
            </WeatherFigure>
          </li>
        ))}
      </Elevations>
      <p>
        Temperatures drop about 3.5°F for every 1,000 ft you climb. The Alpine Visitor Center sits{' '}
        {feet(comparison.elevationGainFeet)} ft above town, so expect it to be about {comparison.temperatureDrop}
        °F colder up there.
      </p>
    </WeatherBlock>
  );
}

export function ActivityPlanning({ current }: { current: LiveWeather['current'] }) {
  const activities: { name: string; advice: ActivityAdvice }[] = [
    { name: 'Hiking', advice: hikingAdvice(current) },
    { name: 'Photography', advice: photographyAdvice(current.visibility) },
    { name: 'Dining', advice: diningAdvice(current) },
  ];
  return (
    <WeatherBlock id="activities" heading="Activity Planning">
      <TileList $columns={3}>
        {activities.map(({ name, advice }) => (
          <ActivityCard key={name} $rating={advice.rating}>
            <h3>{name}</h3>
            <p>
              <strong>{advice.title}</strong>
            </p>
            <p>{advice.text}</p>
          </ActivityCard>
        ))}
      </TileList>
    </WeatherBlock>
  );
}

const Elevations = styled(TileList)`
  margin: 0 0 1rem;
  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  small {
    display: inline-block;
    font-size: 0.875rem;
    font-weight: 400;
    line-height: 1.35;
    color: ${theme.color.muted};
  }
`;

const ratingColor = { great: theme.color.success, fair: theme.color.ember, poor: theme.color.danger } as const;

const ActivityCard = styled.li<{ $rating: ActivityAdvice['rating'] }>`
  border-top: 5px solid ${({ $rating }) => ratingColor[$rating]};
  h3 {
    font-size: 1.125rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;
