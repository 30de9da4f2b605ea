/**
 * /webcams: the park's cameras, the category filter (in the URL query, so it works without
 * JavaScript and can be shared), the season's conditions banner, the camera grid and the page's
 * guidance. The loader reads each camera's status from our API (the time of its real picture, or
 * offline); the page asks again every minute and on 'Refresh', and a new picture is a new URL.
 * The heading says "Live" only while a camera is online (docs/rules/conditions.md#webcams).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Container, PageHero, browserSiteApi, paths, theme, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import { LinkCardGrid } from '@estes/shared/page-frame';
import { webcams } from '../../data/webcams';
import { formatMountainTime } from '@estes/shared/mountain-time';
import { bannerFor, seasonOf } from '../../domain/season';
import {
  anyWebcamLive,
  clockTickMs,
  filterWebcams,
  parseWebcamFilter,
  webcamFilterLabels,
  webcamRefreshMs,
  webcamsHeading,
  type WebcamFilter,
  type WebcamStatus,
} from '../../domain/webcams';
import { fetchWebcamStatuses } from '../../api/get-webcam-statuses';
import { SmallButton, WebcamCard } from './webcam-card';
import { WebcamViewer } from './webcam-viewer';
import { WebcamsStaticBlocks } from './webcams-static';
import { PageSection } from '@estes/shared/ui/section';
import { SeasonBanner } from '../../components/season-banner';
import { CategoryFilter, type CategoryFilterText } from '../../components/category-filter';

export interface WebcamsPageData {
  filter: WebcamFilter;
  unknownCategory?: string;
  /** When the page was made: the clock's start. */
  now: number;
  /** Each camera's state; empty when our API could not be asked (every camera then shows offline). */
  statuses: WebcamStatus[];
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<WebcamsPageData> {
  const { filter, unknown } = parseWebcamFilter(new URL(request.url).searchParams);
  let statuses: WebcamStatus[] = [];
  try {
    statuses = await fetchWebcamStatuses(api, request.signal);
  } catch (error) {
    console.warn('Failed to load the webcams’ status', error);
  }
  return { filter, ...(unknown ? { unknownCategory: unknown } : {}), now: Date.now(), statuses };
}

const webcamFilterText: CategoryFilterText<WebcamFilter> = {
  label: 'Camera categories',
  labels: webcamFilterLabels,
  unknownNote: (category) => `There is no camera category called ‘${category}’. Showing all cameras.`,
};

export default function WebcamsPage() {
  const { filter, unknownCategory, now: madeAt, statuses: initialStatuses } = useAreaPageData<WebcamsPageData>();
  const [clock, setClock] = useState(madeAt);
  const [statuses, setStatuses] = useState(initialStatuses);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  const refresh = (ids: readonly string[]) => {
    setBusy((current) => new Set([...current, ...ids]));
    controller.current?.abort();
    const request = new AbortController();
    controller.current = request;
    fetchWebcamStatuses(browserSiteApi, request.signal)
      .then(
        (next) => setStatuses(next),
        (error: unknown) => {
          if (!request.signal.aborted) console.warn('Failed to load the webcams’ status', error);
        },
      )
      .finally(() => {
        setClock(Date.now());
        setBusy(new Set());
      });
  };

  useEffect(() => {
    const frames = setInterval(() => refresh([]), webcamRefreshMs);
    const ticks = setInterval(() => setClock(Date.now()), clockTickMs);
    return () => {
      clearInterval(frames);
      clearInterval(ticks);
      controller.current?.abort();
    };
  }, []);

  const statusOf = (id: string) => statuses.find((status) => status.id === id);
  const cameras = filterWebcams(webcams, filter);
  const banner = bannerFor(seasonOf(new Date(clock)));
  const viewed = webcams.find((camera) => camera.id === viewing);

  return (
    <>
      <PageHero
        heading={webcamsHeading(anyWebcamLive(webcams, statuses))}
        eyebrow="Park cameras"
        intro="The National Park Service's cameras in Rocky Mountain National Park, with the time each picture was taken. Check conditions before you go."
      >
        <HeroStatus>
          <span>
            Estes Park time <strong>{formatMountainTime(new Date(clock))}</strong>
          </span>
          <RefreshAll type="button" onClick={() => refresh(webcams.map((camera) => camera.id))}>
            Refresh all cameras
          </RefreshAll>
        </HeroStatus>
      </PageHero>
      <Container>
        <SeasonBanner banner={banner} headingId="season-banner-heading" />
        <CategoryFilter text={webcamFilterText} path={paths.webcams()} current={filter} unknown={unknownCategory} />
        <CountHeading>
          {cameras.length} {cameras.length === 1 ? 'camera' : 'cameras'}
          {filter === 'all' ? '' : `: ${webcamFilterLabels[filter]}`}
        </CountHeading>
        <Grid aria-label="Webcams">
          {cameras.map((camera) => (
            <WebcamCard
              key={camera.id}
              camera={camera}
              status={statusOf(camera.id)}
              busy={busy.has(camera.id)}
              onRefresh={() => refresh([camera.id])}
              onOpen={() => setViewing(camera.id)}
            />
          ))}
        </Grid>
      </Container>
      <WebcamsStaticBlocks />
      <PageSection id="webcams-next" heading="Plan around the conditions" tone="mist">
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
      </PageSection>
      {viewed ? (
        <WebcamViewer camera={viewed} status={statusOf(viewed.id)} onClose={() => setViewing(undefined)} />
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

// On the dark hero: the light tone (white, pine text), not the cards' outline (teal on dark fails contrast).
const RefreshAll = styled(SmallButton).attrs({ $tone: 'light' as const })`
  border-color: ${theme.color.white};
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
