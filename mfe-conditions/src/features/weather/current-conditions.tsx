/**
 * The weather page's current conditions (docs/rules/conditions.md#right-now-advice): the reading
 * of the selected place with today's range, chance of precipitation, wind and visibility and the Mountain-time
 * update, the two tips (right now, what to wear), or, without a live reading, the line that says
 * so beside the date's typical weather.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { formatMountainTime, mountainClock } from '@estes/shared/mountain-time';
import { NwsForecastLink, TypicalForDate } from '../../components/weather/no-live-reading';
import { NoLiveReadingLine, WeatherFacts, WeatherNow } from '../../components/weather/weather-reading';
import { clothingAdvice, rightNowAdvice } from '../../domain/weather-advice';
import {
  weatherPlaceInfo,
  type LiveWeather,
  type UnavailableWeather,
  type WeatherResult,
} from '../../domain/weather-result';
import { precipitationChanceLabel } from '../../domain/precipitation';
import { windCompass } from '../../domain/weather-units';
import { weatherPanel } from './weather-block';

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let feetFormat: Intl.NumberFormat | undefined;
export const feet = (value: number): string => (feetFormat ??= new Intl.NumberFormat('en-US')).format(value);
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function LiveConditions({ weather, loaded }: { weather: LiveWeather; loaded: Date }) {
  const { current } = weather;
  const today = weather.forecast[0];
  return (
    <Grid>
      <CurrentCard weather={weather}>
        <WeatherNow icon={current.icon} temperature={current.temperature} iconSize={88} temperatureSize="3rem">
          <Condition>{capitalised(current.description)}</Condition>
          <Muted>Feels like {current.feelsLike}°F</Muted>
        </WeatherNow>
        <WeatherFacts
          wide
          facts={[
            {
              label: 'Today',
              value: `High ${today?.high ?? current.temperature}° · Low ${today?.low ?? current.temperature}°`,
            },
            // Named by its kind: docs/rules/conditions.md#precipitation-kind.
            {
              label: precipitationChanceLabel(today?.precipitationKind ?? 'unknown'),
              value: `${today?.precipitation ?? 0}%`,
            },
            { label: 'Wind', value: `${windCompass(current.windDirection)} ${current.windSpeed} mph` },
            { label: 'Visibility', value: `${current.visibility} mi` },
          ]}
        />
        <Updated>Updated {formatMountainTime(loaded)}</Updated>
      </CurrentCard>

      <Tips>
        <Tip aria-labelledby="right-now-heading">
          <h2 id="right-now-heading">Right Now</h2>
          <p>{rightNowAdvice(current, mountainClock(loaded).hour)}</p>
        </Tip>
        <Tip aria-labelledby="wear-heading">
          <h2 id="wear-heading">What to Wear</h2>
          <p>{clothingAdvice(current.temperature, current.windSpeed)}</p>
        </Tip>
      </Tips>
    </Grid>
  );
}

/**
 * Without a live reading: say so, send visitors to the National Weather Service, and show the
 * normals of the date as typical. Nothing is computed.
 */
export function NoLiveConditions({ weather, loaded }: { weather: UnavailableWeather; loaded: Date }) {
  const info = weatherPlaceInfo[weather.place];
  return (
    <Grid>
      <CurrentCard weather={weather}>
        <NoLiveReadingLine size="1.5rem" />
        <p>
          We could not get a live weather reading for {info.shortName}. For current conditions and the forecast, see the{' '}
          <NwsForecastLink place={weather.place} />.
        </p>
      </CurrentCard>
      <TypicalPanel>
        <TypicalForDate place={weather.place} instant={loaded} headingId="typical-heading" />
      </TypicalPanel>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.5rem;
  ${mediaUp('large')} {
    grid-template-columns: 3fr 2fr;
  }
`;

/** The current-conditions card: its heading and the place with its elevation, then the reading. */
function CurrentCard({ weather, children }: { weather: WeatherResult; children: ReactNode }) {
  return (
    <CurrentPanel aria-labelledby="current-heading">
      <h2 id="current-heading">Current conditions</h2>
      <Place>
        {weather.location} · {feet(weather.elevation)} ft
      </Place>
      {children}
    </CurrentPanel>
  );
}

const CurrentPanel = styled.section`
  ${weatherPanel}
  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.25rem;
  }
`;

const Place = styled.p`
  color: ${theme.color.muted};
  margin-bottom: 0.75rem;
`;

const Condition = styled.p`
  font-size: 1.125rem;
`;

const Muted = styled.p`
  color: ${theme.color.muted};
`;

const Updated = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
  margin: 0;
`;

const TypicalPanel = styled.div`
  ${weatherPanel}
`;

const Tips = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Tip = styled.section`
  ${weatherPanel}
  background: ${theme.color.tealWash};
  h2 {
    font-size: 1.125rem;
    color: ${theme.color.pine};
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0;
  }
`;
