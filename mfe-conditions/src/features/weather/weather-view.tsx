/**
 * The weather page's data view (docs/rules/conditions.md#weather-places): alert, current
 * conditions, the two tips, the next 6 hours, the elevation comparison, mountain essentials, the
 * 3-day outlook, activity planning and safety reminders, for the selected place.
 */
import styled from 'styled-components';
import { Container, theme } from '@estes/shared';
import { AlpineSeasonStatus } from '../../components/weather/no-live-reading';
import type { LiveWeather, UnavailableWeather, WeatherPlace, WeatherResult } from '../../domain/weather-result';
import { LiveConditions, NoLiveConditions } from './current-conditions';
import { NextHours, ThreeDayOutlook } from './weather-forecast';
import { ActivityPlanning, ElevationComparison } from './weather-planning';
import { MountainEssentials, SafetyReminders } from './weather-static';

export interface WeatherViewProps {
  weather: WeatherResult;
  /** Every place's result the page has (the selected one among them): the elevation block shows each live reading. */
  places: Partial<Record<WeatherPlace, WeatherResult>>;
  /** When these numbers were loaded (ISO): the 'Updated' time and the hour of the tips. */
  loadedAt: string;
}

export function WeatherView({ weather, places, loadedAt }: WeatherViewProps) {
  return weather.source === 'live' ? (
    <LiveWeatherView weather={weather} places={places} loaded={new Date(loadedAt)} />
  ) : (
    <NoLiveReadingView weather={weather} loaded={new Date(loadedAt)} />
  );
}

/**
 * Without a live reading: say so, send visitors to the National Weather Service, and show the
 * normals of the date as typical. The static mountain advice stays; nothing is computed.
 */
function NoLiveReadingView({ weather, loaded }: { weather: UnavailableWeather; loaded: Date }) {
  return (
    <Container>
      {weather.place === 'alpine-visitor-center' ? <AlpineSeasonStatus instant={loaded} /> : null}
      <NoLiveConditions weather={weather} loaded={loaded} />
      <MountainEssentials />
      <SafetyReminders />
    </Container>
  );
}

function LiveWeatherView({
  weather,
  places,
  loaded,
}: {
  weather: LiveWeather;
  places: WeatherViewProps['places'];
  loaded: Date;
}) {
  const alert = weather.alerts[0];
  return (
    <Container>
      {weather.place === 'alpine-visitor-center' ? <AlpineSeasonStatus instant={loaded} /> : null}
      {alert ? (
        <AlertBanner aria-labelledby="weather-alert-heading">
          <h2 id="weather-alert-heading">{alert.event}</h2>
          <p>{alert.description}</p>
          {alert.sender_name ? <small>Issued by {alert.sender_name}</small> : null}
        </AlertBanner>
      ) : null}
      <LiveConditions weather={weather} loaded={loaded} />
      <NextHours hourly={weather.hourly} />
      <ElevationComparison places={{ ...places, [weather.place]: weather }} />
      <MountainEssentials />
      <ThreeDayOutlook forecast={weather.forecast} />
      <ActivityPlanning current={weather.current} />
      <SafetyReminders />
    </Container>
  );
}

const AlertBanner = styled.section`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius.medium};
  border-left: 6px solid ${theme.color.danger};
  background: ${theme.color.dangerWash};
  color: ${theme.color.ink};
  h2 {
    font-size: 1.125rem;
    color: ${theme.color.danger};
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  small {
    color: ${theme.color.muted};
  }
`;
