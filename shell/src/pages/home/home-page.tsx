/**
 * The home page (docs/rules/site.md#home-page): the shell's hero and sections, with the areas'
 * widgets composed in that order. Each piece comes through home-widgets.tsx: rendered on the
 * server, hydrated only when the visitor comes to it, and a compact fallback when its area is down.
 */
import { useLoaderData } from 'react-router-dom';
import { Container, PageHero, Section } from '@estes/shared';
import { homeHeadline, homeSubline } from './home-text';
import { HomePiece, type HomePieceId, type HomePieces, type HomePieceStates } from './home-widgets';

export interface HomeLoaderData {
  pieces: HomePieceStates;
}

export function HomePage({ pieces }: { pieces: HomePieces }) {
  const states = (useLoaderData() as Partial<HomeLoaderData> | undefined)?.pieces ?? {};
  const piece = (id: HomePieceId) => <HomePiece id={id} state={states[id]} pieces={pieces} />;
  // Bands, not sections: each piece has its own heading, some in a section of their own.
  const section = (id: HomePieceId, tone: 'plain' | 'mist' = 'plain') => (
    <Section as="div" $tone={tone}>
      <Container>{piece(id)}</Container>
    </Section>
  );
  return (
    <>
      <PageHero heading={homeHeadline} intro={homeSubline} eyebrow="Estes Park · Rocky Mountain National Park">
        {piece('lodging.staySearch')}
      </PageHero>
      {section('lodging.popularDestinations')}
      {section('lodging.featuredStays', 'mist')}
      {section('lodging.browseByType')}
      {section('home.planYourTrip', 'mist')}
      {section('conditions.weatherCard')}
      {section('planning.eventsTeaser')}
      {section('home.whyBook', 'mist')}
      {section('planning.tripPlannerTeaser')}
      {section('home.stayBand', 'mist')}
      {section('home.newsletterSignup')}
      {section('content.blogTeaser', 'mist')}
    </>
  );
}
