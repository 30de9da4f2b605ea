/**
 * /weather (docs/rules/conditions.md#weather-places): town or Alpine Visitor Center, both loaded in
 * parallel by the loader, rendered on the server, refreshed every 30 minutes in the browser. The
 * place toggle is a GET form, so it works before (or without) JavaScript too.
 */
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  PageHero,
  Section,
  SectionHeading,
  paths,
  theme,
  useAreaPageData,
  type AreaLoaderArgs,
} from '@estes/shared';
import { LinkCardGrid } from '@estes/shared/page-frame';
import { weatherPlaceInfo, weatherPlaces, type WeatherPlace } from '../../domain/weather-result';
import { ParkAlertBanner, parkConditionsId } from '../../components/park-conditions/park-alert-parts';
import { parkAlertsRefreshMs, useRefreshingParkAlerts } from '../../components/park-conditions/park-alerts-data';
import { ParkConditionsSection } from '../../components/park-conditions/park-conditions-section';
import { loadWeatherPageData, placeQueryKey, useRefreshingWeather, type WeatherPageData } from './weather-page-data';
import { WeatherView } from './weather-view';
import { ParkTimedEntry } from './park-timed-entry';

export function loader({ request, api }: AreaLoaderArgs): Promise<WeatherPageData> {
  return loadWeatherPageData(request, api);
}

const toggleLabels: Record<WeatherPlace, string> = {
  'estes-park': 'Estes Park (7,522 ft)',
  'alpine-visitor-center': 'Alpine Visitor Center (11,796 ft)',
};

export default function WeatherPage() {
  const initial = useAreaPageData<WeatherPageData>();
  const { data, refreshing, refreshFailed } = useRefreshingWeather(initial);
  const [place, setPlace] = useState<WeatherPlace>(initial.initialPlace);
  const parkAlerts = useRefreshingParkAlerts(initial.parkAlerts ?? null, parkAlertsRefreshMs);
  const topAlert = parkAlerts?.topAlert;

  const choose = (event: MouseEvent<HTMLButtonElement>, next: WeatherPlace) => {
    event.preventDefault();
    setPlace(next);
  };

  return (
    <>
      <PageHero
        heading="Estes Park Weather"
        eyebrow="Mountain weather"
        intro="Weather for town at 7,522 ft and up at the Alpine Visitor Center at 11,796 ft, and how to plan for the mountains."
        art="heroPeaks"
      />
      {/* Bands, not sections: the banner, the weather's parts and Park conditions are the sections. */}
      <Section as="div">
        {parkAlerts && topAlert ? (
          <Container>
            <ParkAlertBanner
              alert={topAlert}
              checkedAt={parkAlerts.checkedAt}
              headingId="park-alert-banner-heading"
              headingLevel={2}
              more={<a href={`#${parkConditionsId}`}>All park conditions</a>}
            />
          </Container>
        ) : null}
        {data.status === 'error' ? (
          <Container>
            <ErrorPanel role="alert">
              <h2>Weather Data Unavailable</h2>
              <p>Unable to load current weather conditions. Please try again later.</p>
              <Button type="button" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            </ErrorPanel>
          </Container>
        ) : (
          <>
            <Container>
              <Toggle method="get" action={paths.weather()} aria-label="Choose a location">
                {weatherPlaces.map((option) => (
                  <ToggleButton
                    key={option}
                    type="submit"
                    name={placeQueryKey}
                    value={option}
                    aria-pressed={place === option}
                    $selected={place === option}
                    onClick={(event) => choose(event, option)}
                  >
                    {toggleLabels[option]}
                  </ToggleButton>
                ))}
              </Toggle>
              <Status role="status">
                {refreshing
                  ? 'Updating the weather…'
                  : refreshFailed
                    ? 'The latest update could not be loaded; showing the last readings.'
                    : ''}
              </Status>
            </Container>
            <WeatherView weather={data.places[place]} places={data.places} loadedAt={data.loadedAt} />
          </>
        )}
      </Section>
      <Section as="div">
        <ParkConditionsSection
          alerts={parkAlerts}
          timedEntry={<ParkTimedEntry loadedAt={data.status === 'loaded' ? data.loadedAt : undefined} />}
        />
      </Section>
      <Section $tone="mist">
        <Container>
          <SectionHeading>Keep planning</SectionHeading>
          <LinkCardGrid
            links={[
              { title: 'Webcams', href: paths.webcams(), text: 'See the park’s latest camera pictures.' },
              { title: 'Things to do', href: paths.thingsToDo(), text: 'Plan around the forecast.' },
              {
                title: 'Downtown',
                href: paths.downtown(),
                text: `Shops and dining in ${weatherPlaceInfo['estes-park'].shortName} for a rainy afternoon.`,
              },
            ]}
          />
        </Container>
      </Section>
    </>
  );
}

const ErrorPanel = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  text-align: center;
  padding: 2rem 1.5rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.dangerWash};
  h2 {
    color: ${theme.color.danger};
    margin-bottom: 0.5rem;
  }
  p {
    margin-bottom: 1.25rem;
  }
`;

const Toggle = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  max-width: 42rem;
  padding: 0.25rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
`;

const ToggleButton = styled.button<{ $selected: boolean }>`
  flex: 1 1 12rem;
  min-height: 44px;
  padding: 0.5rem 1.125rem;
  border: 0;
  border-radius: ${theme.radius.small};
  font-weight: 700;
  cursor: pointer;
  background: ${({ $selected }) => ($selected ? theme.color.teal : 'transparent')};
  color: ${({ $selected }) => ($selected ? theme.color.white : theme.color.pine)};
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;

const Status = styled.p`
  min-height: 1.5rem;
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;
