/**
 * The home page's frame: the search hero's headline and the doors into every area. The
 * sections that come from the areas (featured lodging, weather, events, blog teaser) are
 * composed here as their areas land.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  LinkCardGrid,
  Lead,
  PageHero,
  Section,
  SectionHeading,
  artwork,
  paths,
  theme,
} from '@estes/shared';
import { homeHeadline, homeSubline } from './home-meta';

const sections = [
  {
    title: 'Where to stay',
    href: paths.accommodations(),
    text: 'Hotels, cabins, vacation homes and resorts, compared side by side.',
  },
  { title: 'Things to do', href: paths.thingsToDo(), text: 'Hikes, wildlife watching, tours and rainy-day ideas.' },
  { title: 'Where to eat', href: paths.restaurants(), text: 'From trailhead breakfasts to riverside dinners.' },
  { title: 'Plan your trip', href: paths.tripPlanning(), text: 'Custom itineraries and trip packages from locals.' },
  { title: 'Events', href: paths.events(), text: 'Elk Fest, Scottish Festival, concerts and markets.' },
  {
    title: 'Weather & webcams',
    href: paths.weather(),
    text: 'Conditions in town and up at the alpine visitor center.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <PageHero heading={homeHeadline} intro={homeSubline} eyebrow="Estes Park · Rocky Mountain National Park">
        <ButtonLink to={paths.accommodations()} tone="book">
          Find lodging
        </ButtonLink>
        <ButtonLink to={paths.tripPlanning()} tone="light">
          Plan your trip
        </ButtonLink>
      </PageHero>
      <Section>
        <Container>
          <SectionHeading>Explore Estes Park</SectionHeading>
          <Lead>Everything you need for a mountain getaway at the gateway to Rocky Mountain National Park.</Lead>
          <LinkCardGrid links={sections} />
        </Container>
      </Section>
      <Section $tone="mist">
        <Container>
          <Split>
            <img
              src={artwork.elkMeadow.src}
              width={artwork.elkMeadow.width}
              height={artwork.elkMeadow.height}
              alt={artwork.elkMeadow.alt}
              loading="lazy"
            />
            <div>
              <SectionHeading>Local Intel from people who live here</SectionHeading>
              <p>
                When to see the elk, which trailheads fill first, where to eat after a long hike: our local writers
                share what they know on the <Link to={paths.blog()}>Local Intel blog</Link>.
              </p>
              <ButtonLink to={paths.blog()} tone="outline">
                Read Local Intel
              </ButtonLink>
            </div>
          </Split>
        </Container>
      </Section>
    </>
  );
}

const Split = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  img {
    border-radius: ${theme.radius.large};
    box-shadow: ${theme.shadow.card};
  }
  @media (min-width: ${theme.breakpoint.medium}px) {
    grid-template-columns: 1fr 1fr;
  }
`;
