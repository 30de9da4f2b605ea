/**
 * /trip-planning and /plan-your-trip: the four-step guide, the three packages (one selected
 * at a time), free resources, the custom-itinerary request and the contact block. The home
 * page's teaser links here with ?duration=…&style=… to preselect a package and interests.
 */
import { useState } from 'react';
import styled from 'styled-components';
import {
  Container,
  Link,
  PageHero,
  Section,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { PageSection } from '@estes/shared/ui/section';
import { mountainDate } from '@estes/shared/mountain-time';
import { TimedEntryGuide, timedEntryGuideId } from '@estes/shared/park';
import { FormSection } from '../../components/form-section';
import { contactBlocks } from '../../data/contact-blocks';
import { TileGrid } from '../../components/tile-grid';
import { PlanningSteps } from './planning-steps';
import { TripPackages } from './trip-packages';
import { tripPreselection, type TripPreselection } from './trip-preselect';
import { TripRequestForm } from './trip-request-form';

export interface TripPlanningPageData {
  preselection: TripPreselection;
  /** A plain form post came back accepted (?sent=<id>). */
  sent: boolean;
  /** The park's date, for the timed-entry season to plan for (the server's, so both sides agree). */
  today: string;
}

export function loader({ request }: LoaderFunctionArgs): TripPlanningPageData {
  const search = new URL(request.url).searchParams;
  return {
    preselection: tripPreselection(search),
    sent: /^s[0-9a-f]{10}$/.test(search.get('sent') ?? ''),
    today: mountainDate(),
  };
}

const resources = [
  { href: paths.weather(), title: 'Mountain weather', text: 'Town and alpine forecasts, and what to wear.' },
  { href: paths.webcams(), title: 'Park webcams', text: 'The park’s cameras, with the time each picture was taken.' },
  { href: paths.restaurants(), title: 'Where to eat', text: 'Breakfast spots, patios and dinner with a view.' },
  { href: paths.gettingAround(), title: 'Getting around', text: 'Shuttles, parking and when trailhead lots fill.' },
];

export default function TripPlanningPage() {
  const { preselection, sent, today } = useAreaPageData<TripPlanningPageData>();
  const [selectedPackage, setSelectedPackage] = useState<string>(preselection.packageId ?? '');

  return (
    <>
      <PageHero
        heading="Plan Your Estes Park Trip"
        eyebrow="Trip planning"
        intro="Tell us your dates, group and interests and a local will put together a custom itinerary, with replies within 24 hours."
        art="heroPeaks"
      />

      <PageSection
        id="steps"
        heading="Plan in four steps"
        lead="What locals tell their own friends before a first visit."
      >
        <PlanningSteps />
      </PageSection>

      {/* A band, not a section: the guide inside is the section, with its heading. */}
      <Section as="div" id={timedEntryGuideId}>
        <Container>
          <TimedEntryGuide today={today} />
        </Container>
      </Section>

      <PageSection
        id="packages"
        tone="mist"
        heading="Trip packages"
        lead="
            Pick a starting point and we tailor it to your dates and group. You can change it in the form below.
          "
      >
        <TripPackages selectedPackage={selectedPackage} onSelect={setSelectedPackage} />
      </PageSection>

      <PageSection id="resources" heading="Free planning resources">
        <Resources>
          {resources.map((resource) => (
            <li key={resource.href}>
              <Link to={resource.href}>{resource.title}</Link>
              <p>{resource.text}</p>
            </li>
          ))}
        </Resources>
      </PageSection>

      <FormSection
        id="trip-request"
        heading="Request your custom itinerary"
        lead="Free, from people who live here. We reply within 24 hours."
        contact={contactBlocks.tripPlanning}
      >
        <TripRequestForm
          packageId={selectedPackage}
          onPackageChange={setSelectedPackage}
          initialInterests={preselection.interests}
          sent={sent}
        />
      </FormSection>
    </>
  );
}

const Resources = styled(TileGrid)`
  li {
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    padding: 1.25rem;
  }
  a {
    font-size: 1.125rem;
    font-weight: 700;
    color: ${theme.color.teal};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${theme.color.muted};
  }
`;
