/**
 * The weather page's forecast blocks (docs/rules/conditions.md#outlook): the next 6 hours
 * (the chance of rain, snow or a wintry mix only above 20 %) and the 3-day outlook with its notes.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { formatMountainHour } from '@estes/shared/mountain-time';
import { WeatherIcon } from '../../components/weather/weather-icon';
import { PrecipitationChance } from '../../components/weather/weather-reading';
import { precipitationNoun } from '../../domain/precipitation';
import { outlookPrecipitationNote } from '../../domain/weather-advice';
import type { LiveWeather } from '../../domain/weather-result';
import { shownPrecipitationChance } from '../../domain/weather-units';
import { capitalised } from './current-conditions';
import { TileList, WeatherBlock } from './weather-block';

export function NextHours({ hourly }: { hourly: LiveWeather['hourly'] }) {
  return (
    <WeatherBlock id="hours" heading="Next 6 Hours">
      <Hours as="ol" $columns={6} $phoneColumns={3}>
        {hourly.slice(0, 6).map((hour) => {
          const chance = shownPrecipitationChance(hour.precipitation);
          return (
            <li key={hour.time}>
              <HourTime>{formatMountainHour(new Date(hour.time))}</HourTime>
              <WeatherIcon code={hour.icon} size={40} label={hour.condition} />
              <strong>{hour.temperature}°F</strong>
              {chance === null ? null : (
                <PrecipitationChance $block>
                  {chance}% {precipitationNoun(hour.precipitationKind)}
                </PrecipitationChance>
              )}
            </li>
          );
        })}
      </Hours>
    </WeatherBlock>
  );
}

export function ThreeDayOutlook({ forecast }: { forecast: LiveWeather['forecast'] }) {
  return (
    <WeatherBlock id="outlook" heading="3-Day Outlook">
      <Outlook as="ol" $columns={3}>
        {forecast.slice(0, 3).map((day, index) => {
          const note = outlookPrecipitationNote(index, day.day, day.precipitation, day.precipitationKind);
          return (
            <li key={day.date}>
              <h3>{index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : day.day}</h3>
              <WeatherIcon code={day.icon} size={48} />
              <p>{capitalised(day.description)}</p>
              <p>
                <strong>High {day.high}°F</strong> · Low {day.low}°F
              </p>
              {note ? <PrecipitationChance $block>{note}</PrecipitationChance> : null}
            </li>
          );
        })}
      </Outlook>
    </WeatherBlock>
  );
}

const Hours = styled(TileList)`
  > li {
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

const Outlook = styled(TileList)`
  h3 {
    font-size: 1.125rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;
