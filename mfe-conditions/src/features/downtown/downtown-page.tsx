/**
 * /downtown: the guide to Elkhorn Avenue and the Riverwalk. The hero, a live strip (town time,
 * what is open now, the usual parking, ticking every minute), the season's banner, history,
 * parking, the directory (filter in the URL query, default all; each card opens its detail),
 * the map of the places, events, tips, the walking tour, downtown hotels and getting there.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Container,
  Link,
  PageHero,
  Section,
  SectionHeading,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { LinkCardGrid } from '@estes/shared/page-frame';
import { downtownBusinesses } from '../../data/downtown-businesses';
import {
  directoryFilterLabels,
  directoryFilterSearch,
  directoryFilters,
  filterBusinesses,
  isOpenAt,
  parkingOutlook,
  parkingOutlookText,
  parseDirectoryFilter,
  type DirectoryFilter,
} from '../../domain/downtown';
import { formatMountainTime, mountainClock } from '@estes/shared/mountain-time';
import { bannerFor, seasonFromMonth } from '../../domain/season';
import { clockTickMs } from '../../domain/webcams';
import { BusinessModal } from './business-modal';
import {
  DowntownEvents,
  DowntownHotels,
  GettingThere,
  HistoricStreet,
  ParkingGuide,
  TipsAndTour,
} from './downtown-sections';
import { MapModal } from './map-modal';
import { CategoryFilters, UnknownCategoryNotice } from '../../components/category-filters';

export interface DowntownPageData {
  filter: DirectoryFilter;
  unknownCategory?: string;
  now: number;
}

export function loader({ request }: LoaderFunctionArgs): DowntownPageData {
  const { filter, unknown } = parseDirectoryFilter(new URL(request.url).searchParams);
  return { filter, ...(unknown ? { unknownCategory: unknown } : {}), now: Date.now() };
}

const seasonNames = { spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' } as const;

export default function DowntownPage() {
  const { filter, unknownCategory, now } = useAreaPageData<DowntownPageData>();
  const [clock, setClock] = useState(now);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [mapOpen, setMapOpen] = useState(false);

  useEffect(() => {
    const ticks = setInterval(() => setClock(Date.now()), clockTickMs);
    return () => clearInterval(ticks);
  }, []);

  const time = mountainClock(new Date(clock));
  const season = seasonFromMonth(time.month);
  const banner = bannerFor(season);
  const places = filterBusinesses(downtownBusinesses, filter);
  const openNow = downtownBusinesses.filter((business) => isOpenAt(business.openingHours, time)).length;
  const business = downtownBusinesses.find((entry) => entry.id === selected);

  return (
    <>
      <PageHero
        heading="Downtown Estes Park"
        eyebrow="Downtown guide"
        intro="Stroll the Riverwalk and Elkhorn Avenue: historic storefronts, shops, restaurants, parking tips and events in the heart of town."
        art="townRiver"
      />
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
      <HistoricStreet />
      <ParkingGuide />
      <Section aria-labelledby="directory-heading">
        <Container>
          <DirectoryHead>
            <SectionHeading id="directory-heading">Downtown directory</SectionHeading>
            <MapButton type="button" onClick={() => setMapOpen(true)}>
              Open the downtown map
            </MapButton>
          </DirectoryHead>
          <TopFilters aria-label="Directory categories">
            <ul>
              {directoryFilters.map((option) => (
                <li key={option}>
                  <Link
                    to={`${paths.downtown()}${directoryFilterSearch(option)}`}
                    aria-current={option === filter ? 'page' : undefined}
                    preventScrollReset
                  >
                    {directoryFilterLabels[option]}
                  </Link>
                </li>
              ))}
            </ul>
          </TopFilters>
          {unknownCategory ? (
            <UnknownCategoryNotice role="status">
              There is no directory category called ‘{unknownCategory}’. Showing every place.
            </UnknownCategoryNotice>
          ) : null}
          <Count>
            {places.length} {places.length === 1 ? 'place' : 'places'}
            {filter === 'all' ? '' : ` in ${directoryFilterLabels[filter]}`}
          </Count>
          <Directory aria-label="Downtown places">
            {places.map((place) => {
              const open = isOpenAt(place.openingHours, time);
              return (
                <li key={place.id} data-business-id={place.id}>
                  <PlaceButton type="button" onClick={() => setSelected(place.id)} aria-haspopup="dialog">
                    <PlaceKicker>
                      {directoryFilterLabels[place.category]} · {place.subcategory}
                    </PlaceKicker>
                    <PlaceName>{place.name}</PlaceName>
                    <PlaceLine>{place.address.replace(/, Estes Park, CO 80517$/, '')}</PlaceLine>
                    <PlaceLine>
                      ★ {place.rating.toFixed(1)} ({place.reviews.toLocaleString('en-US')})
                      {place.priceRange ? ` · ${place.priceRange}` : ''} ·{' '}
                      <OpenText $open={open}>{open ? 'Open now' : 'Closed now'}</OpenText>
                    </PlaceLine>
                    {place.featured ? <Featured>Local favorite</Featured> : null}
                  </PlaceButton>
                </li>
              );
            })}
          </Directory>
        </Container>
      </Section>
      <DowntownEvents />
      <TipsAndTour />
      <DowntownHotels />
      <GettingThere />
      <Section aria-labelledby="downtown-next-heading">
        <Container>
          <SectionHeading id="downtown-next-heading">Plan the rest of your trip</SectionHeading>
          <LinkCardGrid
            links={[
              { title: 'Plan your trip', href: paths.tripPlanning(), text: 'Build your days around downtown.' },
              { title: 'Events', href: paths.events(), text: 'Festivals and concerts on the calendar.' },
              { title: 'Where to stay', href: paths.accommodations(), text: 'Stay within walking distance.' },
            ]}
          />
        </Container>
      </Section>
      {business ? (
        <BusinessModal
          business={business}
          open={isOpenAt(business.openingHours, time)}
          onClose={() => setSelected(undefined)}
        />
      ) : null}
      {mapOpen ? <MapModal places={places} onClose={() => setMapOpen(false)} /> : null}
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

const DirectoryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
`;

const MapButton = styled.button`
  min-height: 44px;
  padding: 0.5rem 1.125rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${theme.color.pine};
  }
`;

const Count = styled.h3`
  font-size: 1.125rem;
  margin: 1.25rem 0 0;
`;

const Directory = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const PlaceButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
  width: 100%;
  height: 100%;
  padding: 1rem 1.125rem;
  text-align: left;
  font: inherit;
  color: ${theme.color.body};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.teal};
  }
`;

const PlaceKicker = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.color.teal};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const PlaceName = styled.span`
  font-family: ${theme.font.heading};
  font-size: 1.125rem;
  font-weight: 700;
  color: ${theme.color.ink};
`;

const PlaceLine = styled.span`
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const OpenText = styled.span<{ $open: boolean }>`
  font-weight: 700;
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.danger)};
`;

const Featured = styled.span`
  margin-top: 0.25rem;
  padding: 0 0.5rem;
  border-radius: ${theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
`;

const TopFilters = styled(CategoryFilters)`
  margin-top: 1rem;
`;
