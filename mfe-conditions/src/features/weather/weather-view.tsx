/**
 * The weather page's data view (docs/rules/conditions.md#weather-places): alert, current
 * conditions, the two tips, the next 6 hours, the elevation comparison, mountain essentials, the
 * 3-day outlook, activity planning and safety reminders, for the selected place.
 */
import styled from 'styled-components';
import { Container, mediaUp, theme } from '@estes/shared';
import {
  clothingAdvice,
  diningAdvice,
  elevationComparison,
  hikingAdvice,
  outlookRainNote,
  photographyAdvice,
  rightNowAdvice,
  type ActivityAdvice,
} from '../../domain/weather-advice';
import {
  weatherPlaceInfo,
  type LiveWeather,
  type UnavailableWeather,
  type WeatherResult,
} from '../../domain/weather-result';
import { formatMountainHour, formatMountainTime, mountainClock } from '@estes/shared/mountain-time';
import { shownRainChance, windCompass } from '../../domain/weather-units';
import { AlpineSeasonStatus, NwsForecastLink, TypicalForDate } from '../../components/weather/no-live-reading';
import { WeatherIcon } from '../../components/weather/weather-icon';
import { MountainEssentials, SafetyReminders } from './weather-static';

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let feetFormat: Intl.NumberFormat | undefined;
const feet = (value: number): string => (feetFormat ??= new Intl.NumberFormat('en-US')).format(value);
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export interface WeatherViewProps {
  weather: WeatherResult;
  /** When these numbers were loaded (ISO): the 'Updated' time and the hour of the tips. */
  loadedAt: string;
}

export function WeatherView({ weather, loadedAt }: WeatherViewProps) {
  return weather.source === 'live' ? (
    <LiveWeatherView weather={weather} loadedAt={loadedAt} />
  ) : (
    <NoLiveReadingView weather={weather} loadedAt={loadedAt} />
  );
}

/**
 * Without a live reading: say so, send visitors to the National Weather Service, and show the
 * normals of the date as typical. The static mountain advice stays; nothing is computed.
 */
function NoLiveReadingView({ weather, loadedAt }: { weather: UnavailableWeather; loadedAt: string }) {
  const loaded = new Date(loadedAt);
  const info = weatherPlaceInfo[weather.place];
  return (
    <Container>
      {weather.place === 'alpine-visitor-center' ? <AlpineSeasonStatus instant={loaded} /> : null}
      <Grid>
        <CurrentCard aria-labelledby="current-heading">
          <h2 id="current-heading">Current conditions</h2>
          <Place>
            {weather.location} · {feet(weather.elevation)} ft
          </Place>
          <NoReading>No live reading right now</NoReading>
          <p>
            We could not get a live weather reading for {info.shortName}. For current conditions and the forecast, see
            the <NwsForecastLink place={weather.place} />.
          </p>
        </CurrentCard>
        <TypicalPanel>
          <TypicalForDate place={weather.place} instant={loaded} headingId="typical-heading" />
        </TypicalPanel>
      </Grid>
      <MountainEssentials />
      <SafetyReminders />
    </Container>
  );
}

function LiveWeatherView({ weather, loadedAt }: { weather: LiveWeather; loadedAt: string }) {
  const { current } = weather;
  const loaded = new Date(loadedAt);
  const today = weather.forecast[0];
  const alert = weather.alerts[0];
  const comparison = elevationComparison(weather.place, current.temperature);
  const activities: { name: string; advice: ActivityAdvice }[] = [
    { name: 'Hiking', advice: hikingAdvice(current) },
    { name: 'Photography', advice: photographyAdvice(current.visibility) },
    { name: 'Dining', advice: diningAdvice(current) },
  ];

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

      <Grid>
        <CurrentCard aria-labelledby="current-heading">
          <h2 id="current-heading">Current conditions</h2>
          <Place>
            {weather.location} · {feet(weather.elevation)} ft
          </Place>
          <Now>
            <WeatherIcon code={current.icon} size={88} />
            <div>
              <Temperature>{current.temperature}°F</Temperature>
              <Condition>{capitalised(current.description)}</Condition>
              <p>Feels like {current.feelsLike}°F</p>
            </div>
          </Now>
          <Facts>
            <div>
              <dt>Today</dt>
              <dd>
                High {today?.high ?? current.temperature}° · Low {today?.low ?? current.temperature}°
              </dd>
            </div>
            <div>
              <dt>Rain chance</dt>
              <dd>{today?.precipitation ?? 0}%</dd>
            </div>
            <div>
              <dt>Wind</dt>
              <dd>
                {windCompass(current.windDirection)} {current.windSpeed} mph
              </dd>
            </div>
            <div>
              <dt>Visibility</dt>
              <dd>{current.visibility} mi</dd>
            </div>
          </Facts>
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

      <Block aria-labelledby="hours-heading">
        <h2 id="hours-heading">Next 6 Hours</h2>
        <Hours>
          {weather.hourly.slice(0, 6).map((hour) => {
            const rain = shownRainChance(hour.precipitation);
            return (
              <li key={hour.time}>
                <HourTime>{formatMountainHour(new Date(hour.time))}</HourTime>
                <WeatherIcon code={hour.icon} size={40} label={hour.condition} />
                <strong>{hour.temperature}°F</strong>
                {rain === null ? null : <Rain>{rain}% rain</Rain>}
              </li>
            );
          })}
        </Hours>
      </Block>

      <Block aria-labelledby="elevation-heading">
        <h2 id="elevation-heading">Elevation Makes a Difference</h2>
        <Elevations>
          {[
            { key: 'town', place: comparison.town, estimated: weather.place !== 'estes-park' },
            { key: 'alpine', place: comparison.alpine, estimated: weather.place !== 'alpine-visitor-center' },
          ].map(({ key, place, estimated }) => (
            <li key={key}>
              <h3>{place.name}</h3>
              <p>{feet(place.elevationFeet)} ft</p>
              <ElevationTemperature>
                {estimated ? 'About ' : ''}
                {place.temperature}°F
              </ElevationTemperature>
            </li>
          ))}
        </Elevations>
        <p>
          Temperatures drop about 3.5°F for every 1,000 ft you climb. The Alpine Visitor Center sits{' '}
          {feet(comparison.elevationGainFeet)} ft above town, so expect it to be about {comparison.temperatureDrop}
          °F colder up there.
        </p>
      </Block>

      <MountainEssentials />

      <Block aria-labelledby="outlook-heading">
        <h2 id="outlook-heading">3-Day Outlook</h2>
        <Outlook>
          {weather.forecast.slice(0, 3).map((day, index) => {
            const note = outlookRainNote(index, day.day, day.precipitation);
            return (
              <li key={day.date}>
                <h3>{index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : day.day}</h3>
                <WeatherIcon code={day.icon} size={48} />
                <p>{capitalised(day.description)}</p>
                <p>
                  <strong>High {day.high}°F</strong> · Low {day.low}°F
                </p>
                {note ? <Rain>{note}</Rain> : null}
              </li>
            );
          })}
        </Outlook>
      </Block>

      <Block aria-labelledby="activities-heading">
        <h2 id="activities-heading">Activity Planning</h2>
        <Activities>
          {activities.map(({ name, advice }) => (
            <ActivityCard key={name} $rating={advice.rating}>
              <h3>{name}</h3>
              <p>
                <strong>{advice.title}</strong>
              </p>
              <p>{advice.text}</p>
            </ActivityCard>
          ))}
        </Activities>
      </Block>

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

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.5rem;
  ${mediaUp('large')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const panel = `
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  padding: 1.25rem;
`;

const CurrentCard = styled.section`
  ${panel}
  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.25rem;
  }
`;

const Place = styled.p`
  color: ${theme.color.muted};
  margin-bottom: 0.75rem;
`;

const Now = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Temperature = styled.p`
  && {
    font-size: 3rem;
    font-weight: 700;
    line-height: 1;
    color: ${theme.color.ink};
  }
`;

const Condition = styled.p`
  && {
    font-size: 1.125rem;
    color: ${theme.color.body};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 1.25rem 0 0.75rem;
  dt {
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  ${mediaUp('medium')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Updated = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.muted};
  margin: 0;
`;

const NoReading = styled.p`
  && {
    font-size: 1.5rem;
    font-weight: 700;
    color: ${theme.color.ink};
    margin: 0 0 0.5rem;
  }
`;

const TypicalPanel = styled.div`
  ${panel}
`;

const Tips = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Tip = styled.section`
  ${panel}
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

const Block = styled.section`
  margin-top: 2.5rem;
  h2 {
    font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
    margin-bottom: 1rem;
  }
`;

const Hours = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  li {
    ${panel}
    padding: 0.75rem;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
  }
`;

const HourTime = styled.span`
  font-weight: 700;
  color: ${theme.color.muted};
`;

const Rain = styled.span`
  display: block;
  font-size: 0.875rem;
  color: #075985;
`;

const Elevations = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  li {
    ${panel}
  }
  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const ElevationTemperature = styled.p`
  && {
    font-size: 1.75rem;
    font-weight: 700;
    color: ${theme.color.ink};
  }
`;

const Outlook = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    ${panel}
  }
  h3 {
    font-size: 1.125rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

const Activities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ratingColor = { great: theme.color.success, fair: theme.color.ember, poor: theme.color.danger } as const;

const ActivityCard = styled.li<{ $rating: ActivityAdvice['rating'] }>`
  ${panel}
  border-top: 5px solid ${({ $rating }) => ratingColor[$rating]};
  h3 {
    font-size: 1.125rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;
