/**
 * /park-pack (issue 33, docs/rules/conditions.md#park-pack): what a visitor needs in the park,
 * where most of it has no phone signal, on one page that can be kept for offline: the saved trip
 * by day with the timed-entry rule for its dates, the last park alerts and road status, safety
 * essentials, getting around and emergency numbers. The park alerts come from the loader (the
 * server's render); offline they are the kept snapshot, stamped with the time it was saved.
 */
import styled from 'styled-components';
import {
  Container,
  Link,
  PageHero,
  Section,
  SectionHeading,
  theme,
  useAreaPageData,
  type AreaLoaderArgs,
} from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import type { ParkAlertsResult } from '../../domain/park-alerts';
import { loadParkAlerts } from '../../components/park-conditions/park-alerts-data';
import { ParkConditionsSection } from '../../components/park-conditions/park-conditions-section';
import { EmergencyNumbers, GettingAroundSummary, SafetyEssentials } from '../../components/park-facts';
// Not through the index: /getting-around's chunk imports the index and would carry it unused.
import { ServerHtmlKept } from '../../components/park-facts/server-html-kept';
import { useParkPack } from './use-park-pack';
import { KeepForOffline } from './keep-for-offline';
import { ParkPackTrip } from './park-pack-trip';
import { savedStamp } from './park-pack-text';

export interface ParkPackData {
  parkAlerts: ParkAlertsResult | null;
  /** When the loader ran (ISO). */
  loadedAt: string;
  /**
   * The park's today (YYYY-MM-DD) when the loader ran, for the timed-entry summary: read where
   * the loader runs, so hydration creates no time-zone formatter (decision 085).
   */
  today: string;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<ParkPackData> {
  const loadedAt = new Date();
  return {
    parkAlerts: await loadParkAlerts(api, request.signal),
    loadedAt: loadedAt.toISOString(),
    today: mountainDate(loadedAt),
  };
}

export default function ParkPackPage() {
  const data = useAreaPageData<ParkPackData>();
  const pack = useParkPack(data.parkAlerts);
  const loadedAt = new Date(data.loadedAt);

  return (
    <>
      <PageHero
        heading="Park Pack"
        eyebrow="For places without a signal"
        intro="Your trip by day, timed entry, the park’s alerts, safety and getting around: on one page you can keep on your phone for Rocky Mountain National Park."
        art="heroPeaks"
      />
      <Section as="div">
        <Container>
          <KeepForOffline
            state={pack.keep}
            offline={pack.offline}
            now={pack.offline ? new Date() : loadedAt}
            onKeep={pack.keepForOffline}
            onRemove={pack.remove}
          />
        </Container>
      </Section>
      <Section as="div">
        <Container>
          <ParkPackTrip today={data.today} />
        </Container>
      </Section>
      <Section as="div">
        {pack.alertsSavedAt ? (
          <Container>
            <Saved role="note" data-testid="park-pack-alerts-saved">
              {`You are offline: the park alerts and road status below were ${savedStamp(pack.alertsSavedAt, new Date())}. Conditions change quickly; check again when you have a signal.`}
            </Saved>
          </Container>
        ) : null}
        {/* The server's HTML while the alerts are the loader's: its times need no formatter in hydration. */}
        <ServerHtmlKept name="park-pack-alerts" unchanged={pack.alerts === data.parkAlerts}>
          <ParkConditionsSection alerts={pack.alerts} />
        </ServerHtmlKept>
      </Section>
      <Section as="div">
        <Container>
          <Facts>
            <ServerHtmlKept name="park-pack-emergency">
              <EmergencyNumbers headingLevel={2} />
            </ServerHtmlKept>
          </Facts>
        </Container>
      </Section>
      <Section aria-labelledby="park-pack-safety-heading">
        <Container>
          <Facts>
            <ServerHtmlKept name="park-pack-safety">
              <SectionHeading id="park-pack-safety-heading">Safety essentials</SectionHeading>
              <SafetyEssentials headingLevel={3} />
            </ServerHtmlKept>
          </Facts>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="park-pack-getting-around-heading">
        <Container>
          <Facts>
            <ServerHtmlKept name="park-pack-getting-around">
              <SectionHeading id="park-pack-getting-around-heading">Getting around</SectionHeading>
              <GettingAroundSummary headingLevel={3} />
            </ServerHtmlKept>
            <p>
              <Link to="/getting-around">Getting around: shuttles, parking and trailheads in full</Link>
            </p>
          </Facts>
        </Container>
      </Section>
    </>
  );
}

const Facts = styled.div`
  max-width: 52rem;
`;

const Saved = styled.p`
  max-width: 52rem;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 6px solid ${theme.color.ember};
  border-radius: ${theme.radius.small};
  background: ${theme.color.emberWash};
  font-weight: 700;
`;
