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
import { useParkPack } from './use-park-pack';
import { KeepForOffline } from './keep-for-offline';
import { ParkPackTrip } from './park-pack-trip';
import { savedStamp } from './park-pack-text';

export interface ParkPackData {
  parkAlerts: ParkAlertsResult | null;
  /** When the loader ran (ISO): the park's today for the timed-entry summary, in both renders. */
  loadedAt: string;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<ParkPackData> {
  return { parkAlerts: await loadParkAlerts(api, request.signal), loadedAt: new Date().toISOString() };
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
          <ParkPackTrip today={mountainDate(loadedAt)} />
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
        <ParkConditionsSection alerts={pack.alerts} />
      </Section>
      <Section as="div">
        <Container>
          <Facts>
            <EmergencyNumbers headingLevel={2} />
          </Facts>
        </Container>
      </Section>
      <Section aria-labelledby="park-pack-safety-heading">
        <Container>
          <Facts>
            <SectionHeading id="park-pack-safety-heading">Safety essentials</SectionHeading>
            <SafetyEssentials headingLevel={3} />
          </Facts>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="park-pack-getting-around-heading">
        <Container>
          <Facts>
            <SectionHeading id="park-pack-getting-around-heading">Getting around</SectionHeading>
            <GettingAroundSummary headingLevel={3} />
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
