/**
 * The home page's weather card (docs/rules/conditions.md#weather-refresh): Estes Park now, the
 * 5-day forecast and the first alert, refreshed every 10 minutes in the browser. Without a live
 * reading (no provider key, or the provider failed) it says so, links to the National Weather
 * Service and shows the month's normals as typical, with no update time. 'Weather Unavailable'
 * means our own API could not be reached.
 */
import styled, { keyframes } from 'styled-components';
import { Link, VisuallyHidden, paths, theme } from '@estes/shared';
import type { ParkAlertsResult } from '../domain/park-alerts';
import { useWeatherCard, weatherCardRefreshMs, type WeatherCardData } from './weather-card-data';
import { formatMountainTime } from '@estes/shared/mountain-time';
import { precipitationNoun } from '../domain/precipitation';
import { shownPrecipitationChance, uvLevel } from '../domain/weather-units';
import {
  ParkAlertBanner,
  ParkAlertsUnavailable,
  parkConditionsId,
} from '../components/park-conditions/park-alert-parts';
import { someSourceUnavailable, useRefreshingParkAlerts } from '../components/park-conditions/park-alerts-data';
import { NwsForecastLink, TypicalForDate } from '../components/weather/no-live-reading';
import { WeatherIcon } from '../components/weather/weather-icon';
import {
  NoLiveReadingLine,
  PrecipitationChance,
  WeatherFacts,
  WeatherNow,
} from '../components/weather/weather-reading';

export { loader, weatherCardRefreshMs, type WeatherCardData } from './weather-card-data';

/**
 * The first current park alert (docs/rules/conditions.md#alert-order) as a banner, or the notice
 * that live park alerts are unavailable when a source could not be read and there is no alert to
 * show; nothing when the sources are live and quiet.
 */
function CardParkAlert({ alerts }: { alerts: ParkAlertsResult | null }) {
  if (alerts?.topAlert) {
    return (
      <ParkAlertBanner
        alert={alerts.topAlert}
        checkedAt={alerts.checkedAt}
        headingId="weather-card-park-alert-heading"
        headingLevel={3}
        summaryLength={160}
        more={<ForecastLink to={`${paths.weather()}#${parkConditionsId}`}>All park conditions →</ForecastLink>}
      />
    );
  }
  return someSourceUnavailable(alerts) ? <ParkAlertsUnavailable /> : null;
}

export default function WeatherCardWidget({
  data,
  refreshMs = weatherCardRefreshMs,
}: {
  data: WeatherCardData;
  refreshMs?: number;
}) {
  const state = useWeatherCard(data, refreshMs);
  // Only a card whose loader read the alerts shows (and refreshes) them.
  const hasParkAlerts = data.parkAlerts !== undefined;
  const parkAlerts = useRefreshingParkAlerts(data.parkAlerts ?? null, refreshMs, hasParkAlerts);
  const parkAlert = hasParkAlerts ? <CardParkAlert alerts={parkAlerts} /> : null;

  if (state.status === 'loading') {
    return (
      <Card aria-busy="true" aria-labelledby="weather-card-heading">
        <Heading id="weather-card-heading">Estes Park Weather</Heading>
        <VisuallyHidden role="status">Loading current weather…</VisuallyHidden>
        <Skeleton aria-hidden="true">
          <Bone $width="40%" $height="3rem" />
          <Bone $width="70%" />
          <Bone $width="90%" />
          <Bone $width="100%" $height="5rem" />
        </Skeleton>
      </Card>
    );
  }

  if (state.status === 'failed') {
    return (
      <Card aria-labelledby="weather-card-heading">
        <Heading id="weather-card-heading">Weather Unavailable</Heading>
        {parkAlert}
        <Muted>Unable to load current weather conditions</Muted>
        <ForecastLink to={paths.weather()}>View Extended Forecast →</ForecastLink>
      </Card>
    );
  }

  const { weather, loadedAt } = state;
  if (weather.source === 'unavailable') {
    return (
      <Card aria-labelledby="weather-card-heading">
        <Heading id="weather-card-heading">Estes Park Weather</Heading>
        {parkAlert}
        <NoLiveReadingLine size="1.375rem" />
        <p>
          For current conditions and the forecast, see the <NwsForecastLink place="estes-park" />.
        </p>
        <TypicalForDate
          place="estes-park"
          instant={new Date(loadedAt)}
          headingId="weather-card-typical-heading"
          headingLevel={3}
        />
        <Footer>
          <ForecastLink to={paths.weather()}>Mountain weather guide →</ForecastLink>
        </Footer>
      </Card>
    );
  }
  const { current } = weather;
  // The provider's own first alert, unless the park alerts already give one.
  const alert = parkAlerts?.topAlert ? undefined : weather.alerts[0];
  return (
    <Card aria-labelledby="weather-card-heading">
      <Heading id="weather-card-heading">Estes Park Weather</Heading>
      {parkAlert}
      {alert ? (
        <Alert>
          <strong>{alert.event}</strong>
          <span>{alert.description}</span>
        </Alert>
      ) : null}
      <WeatherNow icon={current.icon} temperature={current.temperature} iconSize={72} temperatureSize="2.75rem">
        <p>
          <strong>{current.condition}</strong>
        </p>
        <Muted>{current.description}</Muted>
      </WeatherNow>
      <WeatherFacts
        facts={[
          { label: 'Humidity', value: `${current.humidity}%` },
          { label: 'Wind', value: `${current.windSpeed} mph` },
          { label: 'UV index', value: `${current.uvIndex} (${uvLevel(current.uvIndex)})` },
          { label: 'Feels like', value: `${current.feelsLike}°F` },
          { label: 'Visibility', value: `${current.visibility} mi` },
        ]}
      />
      <h3>5-Day Forecast</h3>
      <Forecast>
        {weather.forecast.slice(0, 5).map((day) => {
          const chance = shownPrecipitationChance(day.precipitation);
          return (
            <li key={day.date}>
              <span>{day.day}</span>
              <WeatherIcon code={day.icon} size={32} label={day.condition} />
              <span>
                <strong>{day.high}°</strong> / {day.low}°
              </span>
              {chance === null ? null : (
                <PrecipitationChance>
                  {chance}% {precipitationNoun(day.precipitationKind)}
                </PrecipitationChance>
              )}
            </li>
          );
        })}
      </Forecast>
      <Footer>
        <Muted>Last updated {formatMountainTime(new Date(loadedAt))}</Muted>
        <ForecastLink to={paths.weather()}>View Extended Forecast →</ForecastLink>
      </Footer>
    </Card>
  );
}

const Card = styled.section`
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow.card};
  padding: 1.25rem;
  h3 {
    font-size: 1rem;
    margin: 1.25rem 0 0.5rem;
  }
  p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  font-size: 1.375rem;
  margin-bottom: 0.75rem;
`;

const Muted = styled.p`
  color: ${theme.color.muted};
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Alert = styled.p`
  && {
    display: grid;
    gap: 0.25rem;
    margin-bottom: 1rem;
    padding: 0.75rem 1rem;
    border-left: 5px solid ${theme.color.danger};
    border-radius: ${theme.radius.small};
    background: ${theme.color.dangerWash};
  }
  strong {
    color: ${theme.color.danger};
  }
`;

const Forecast = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.375rem;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.125rem;
    padding: 0.5rem 0.25rem;
    border-radius: ${theme.radius.small};
    background: ${theme.color.surface};
    font-size: 0.875rem;
    text-align: center;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
  font-size: 0.875rem;
`;

const ForecastLink = styled(Link)`
  display: inline-block;
  margin-top: 0.5rem;
  font-weight: 700;
  color: ${theme.color.teal};
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

const Skeleton = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Bone = styled.div<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${theme.radius.small};
  background: ${theme.color.line};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
