/**
 * /webcams: the ten cameras with a LIVE hero, the category filter (in the URL query, so it
 * works without JavaScript and can be shared), the season's conditions banner, the camera
 * grid and the page's guidance. Every 30 seconds each frame is asked for again under a new
 * URL (cache-busting); the clock ticks every minute; a card can be refreshed on its own.
 */
import { useEffect, useRef, useState } from 'react';
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
import { webcams } from '../../data/webcams';
import { bannerFor, formatTownClock, seasonOf } from '../../domain/season';
import {
  cardRefreshMs,
  clockTickMs,
  filterWebcams,
  parseWebcamFilter,
  webcamFilterLabels,
  webcamFilterSearch,
  webcamFilters,
  webcamRefreshMs,
  type WebcamFilter,
} from '../../domain/webcams';
import { SmallButton, WebcamCard } from './webcam-card';
import { WebcamViewer } from './webcam-viewer';
import { WebcamsStaticBlocks } from './webcams-static';
import { CategoryFilters, UnknownCategoryNotice } from '../../components/category-filters';

export interface WebcamsPageData {
  filter: WebcamFilter;
  unknownCategory?: string;
  /** When the page was made: the first frames' cache-buster and the clock's start. */
  now: number;
}

export function loader({ request }: LoaderFunctionArgs): WebcamsPageData {
  const { filter, unknown } = parseWebcamFilter(new URL(request.url).searchParams);
  return { filter, ...(unknown ? { unknownCategory: unknown } : {}), now: Date.now() };
}

export default function WebcamsPage() {
  const { filter, unknownCategory, now: madeAt } = useAreaPageData<WebcamsPageData>();
  const [clock, setClock] = useState(madeAt);
  const [refreshedAt, setRefreshedAt] = useState(madeAt);
  const [cardRefreshed, setCardRefreshed] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string | undefined>(undefined);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const frames = setInterval(() => setRefreshedAt(Date.now()), webcamRefreshMs);
    const ticks = setInterval(() => setClock(Date.now()), clockTickMs);
    const pending = timers.current;
    return () => {
      clearInterval(frames);
      clearInterval(ticks);
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const refreshAll = () => {
    const at = Date.now();
    setRefreshedAt(at);
    setClock(at);
  };

  const refreshCard = (id: string) => {
    setBusy((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setCardRefreshed((current) => ({ ...current, [id]: Date.now() }));
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, cardRefreshMs);
    timers.current.add(timer);
  };

  const frameTime = (id: string) => Math.max(refreshedAt, cardRefreshed[id] ?? 0);
  const cameras = filterWebcams(webcams, filter);
  const banner = bannerFor(seasonOf(new Date(clock)));
  const viewed = webcams.find((camera) => camera.id === viewing);

  return (
    <>
      <PageHero
        heading="Estes Park Live Webcams"
        eyebrow="Live cameras"
        intro="Live views of Rocky Mountain National Park, downtown Estes Park, the weather and the roads. Check conditions before you go."
      >
        <HeroStatus>
          <Live>
            <span aria-hidden="true" /> LIVE
          </Live>
          <span>
            Last updated <strong>{formatTownClock(new Date(refreshedAt))}</strong>
          </span>
          <span>
            Estes Park time <strong>{formatTownClock(new Date(clock))}</strong>
          </span>
          <RefreshAll type="button" onClick={refreshAll}>
            Refresh all cameras
          </RefreshAll>
        </HeroStatus>
      </PageHero>
      <Container>
        <Banner aria-labelledby="season-banner-heading">
          <h2 id="season-banner-heading">{banner.title}</h2>
          <p>{banner.text}</p>
          <ul>
            {banner.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Banner>
        <CategoryFilters aria-label="Camera categories">
          <ul>
            {webcamFilters.map((option) => (
              <li key={option}>
                <Link
                  to={`${paths.webcams()}${webcamFilterSearch(option)}`}
                  aria-current={option === filter ? 'page' : undefined}
                  preventScrollReset
                >
                  {webcamFilterLabels[option]}
                </Link>
              </li>
            ))}
          </ul>
        </CategoryFilters>
        {unknownCategory ? (
          <UnknownCategoryNotice role="status">
            There is no camera category called ‘{unknownCategory}’. Showing all cameras.
          </UnknownCategoryNotice>
        ) : null}
        <CountHeading>
          {cameras.length} {cameras.length === 1 ? 'camera' : 'cameras'}
          {filter === 'all' ? '' : `: ${webcamFilterLabels[filter]}`}
        </CountHeading>
        <Grid aria-label="Webcams">
          {cameras.map((camera) => (
            <WebcamCard
              key={camera.id}
              camera={camera}
              refreshedAt={frameTime(camera.id)}
              busy={busy.has(camera.id)}
              onRefresh={() => refreshCard(camera.id)}
              onOpen={() => setViewing(camera.id)}
            />
          ))}
        </Grid>
      </Container>
      <WebcamsStaticBlocks />
      <Section $tone="mist">
        <Container>
          <SectionHeading>Plan around the conditions</SectionHeading>
          <LinkCardGrid
            links={[
              {
                title: 'Weather forecast',
                href: paths.weather(),
                text: 'Forecasts for town and the Alpine Visitor Center.',
              },
              {
                title: 'Things to do',
                href: paths.thingsToDo(),
                text: 'Hikes, drives and indoor plans for any weather.',
              },
              { title: 'Events', href: paths.events(), text: 'What’s on in town this week.' },
              { title: 'Where to stay', href: paths.accommodations(), text: 'Lodging with a view of the peaks.' },
            ]}
          />
        </Container>
      </Section>
      {viewed ? (
        <WebcamViewer camera={viewed} refreshedAt={frameTime(viewed.id)} onClose={() => setViewing(undefined)} />
      ) : null}
    </>
  );
}

const HeroStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  color: ${theme.color.white};
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.danger};
  font-weight: 800;
  letter-spacing: 0.08em;
  span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${theme.color.white};
  }
`;

const RefreshAll = styled(SmallButton)`
  border-color: ${theme.color.white};
`;

const Banner = styled.section`
  margin: 2rem 0 1.5rem;
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

const CountHeading = styled.h2`
  font-size: 1.375rem;
  margin: 1.5rem 0 0;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0 3rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;
