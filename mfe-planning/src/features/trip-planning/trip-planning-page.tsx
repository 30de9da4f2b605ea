/**
 * /trip-planning and /plan-your-trip: the four-step guide, the three packages (one selected
 * at a time), free resources, the custom-itinerary request and the contact block. The home
 * page's teaser links here with ?duration=…&style=… to preselect a package and interests.
 */
import { useState } from 'react';
import styled from 'styled-components';
import {
  Container,
  Lead,
  Link,
  PageHero,
  Section,
  SectionHeading,
  artwork,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import { TimedEntryGuide, timedEntryGuideId } from '@estes/shared/park';
import { ContactBlock } from '../../components/contact-block';
import { FormCard } from '@estes/shared/ui/form';
import { formatPrice, planningSteps, tripPackages } from './trip-data';
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
  { href: paths.webcams(), title: 'Live webcams', text: 'See the park, the roads and downtown right now.' },
  { href: paths.restaurants(), title: 'Where to eat', text: 'Breakfast spots, patios and dinner with a view.' },
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

      <Section aria-labelledby="steps-heading">
        <Container>
          <SectionHeading id="steps-heading">Plan in four steps</SectionHeading>
          <Lead>What locals tell their own friends before a first visit.</Lead>
          <Steps>
            {planningSteps.map((step) => (
              <li key={step.title}>
                <StepNumber aria-hidden="true">{step.icon}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
                <ul>
                  {step.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section id={timedEntryGuideId}>
        <Container>
          <TimedEntryGuide today={today} />
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="packages-heading">
        <Container>
          <SectionHeading id="packages-heading">Trip packages</SectionHeading>
          <Lead>
            Pick a starting point and we tailor it to your dates and group. You can change it in the form below.
          </Lead>
          <Packages>
            {tripPackages.map((item) => {
              const selected = selectedPackage === item.id;
              const image = artwork[item.image];
              return (
                <PackageCard key={item.id} data-selected={selected} aria-labelledby={`package-${item.id}`}>
                  <img src={image.src} width={image.width} height={image.height} alt={item.imageAlt} loading="lazy" />
                  <div>
                    {item.featured ? <Badge>Most popular</Badge> : null}
                    <h3 id={`package-${item.id}`}>{item.name}</h3>
                    <Meta>
                      {item.duration} · {item.difficulty}
                    </Meta>
                    <Price>
                      {formatPrice(item.price)} <span>planning package</span>
                    </Price>
                    <p>{item.description}</p>
                    <h4>Highlights</h4>
                    <ul>
                      {item.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                    <h4>Includes</h4>
                    <ul>
                      {item.includes.map((include) => (
                        <li key={include}>{include}</li>
                      ))}
                    </ul>
                    <SelectButton
                      type="button"
                      aria-pressed={selected}
                      aria-label={`${selected ? 'Selected' : 'Select Package'}: ${item.name}`}
                      onClick={() => setSelectedPackage(selected ? '' : item.id)}
                    >
                      {selected ? 'Selected' : 'Select Package'}
                    </SelectButton>
                  </div>
                </PackageCard>
              );
            })}
          </Packages>
        </Container>
      </Section>

      <Section aria-labelledby="resources-heading">
        <Container>
          <SectionHeading id="resources-heading">Free planning resources</SectionHeading>
          <Resources>
            {resources.map((resource) => (
              <li key={resource.href}>
                <Link to={resource.href}>{resource.title}</Link>
                <p>{resource.text}</p>
              </li>
            ))}
          </Resources>
        </Container>
      </Section>

      <Section $tone="mist" aria-labelledby="trip-request-heading" id="request">
        <Container>
          <SectionHeading id="trip-request-heading">Request your custom itinerary</SectionHeading>
          <Lead>Free, from people who live here. We reply within 24 hours.</Lead>
          <FormCard>
            <TripRequestForm
              packageId={selectedPackage}
              onPackageChange={setSelectedPackage}
              initialInterests={preselection.interests}
              sent={sent}
            />
          </FormCard>
        </Container>
      </Section>

      <ContactBlock
        heading="Talk to a local planner"
        intro="Rather talk it through? Call or write to our trip planners."
        hours="9 AM-6 PM MT, every day"
        promise="We reply within 24 hours."
      />
    </>
  );
}

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    padding: 1.25rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  p,
  ul {
    color: ${theme.color.muted};
  }
  ul {
    padding-left: 1.125rem;
    margin: 0;
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 700;
  margin-bottom: 0.75rem;
`;

const Packages = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PackageCard = styled.li`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 2px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  &[data-selected='true'] {
    border-color: ${theme.color.teal};
    box-shadow: ${theme.shadow.raised};
  }
  img {
    width: 100%;
    height: 180px;
    object-fit: cover;
  }
  > div {
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  h4 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  ul {
    padding-left: 1.125rem;
    margin: 0;
    color: ${theme.color.muted};
  }
  p {
    color: ${theme.color.muted};
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
  border-radius: ${theme.radius.pill};
  padding: 0.125rem 0.625rem;
  font-size: 0.8125rem;
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

const Meta = styled.p`
  margin: 0;
`;

const Price = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  color: ${theme.color.ink};
  margin: 0.5rem 0;
  span {
    font-size: 0.9375rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
`;

const SelectButton = styled.button`
  margin-top: auto;
  align-self: stretch;
  min-height: 48px;
  margin-top: 1.25rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${theme.color.white};
  color: ${theme.color.teal};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.color.teal};
    color: ${theme.color.white};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;

const Resources = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.25rem 0 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
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
