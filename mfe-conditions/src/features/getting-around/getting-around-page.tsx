/**
 * /getting-around (issue 33): how to reach the Bear Lake Road trailheads and downtown without
 * a parking space, the park's safety essentials and the numbers to call, every fact with its
 * source and the day it was checked (docs/rules/conditions.md#sourced-park-facts). The facts are
 * data bundled with this page's own chunk; nothing of it is in another page's first load.
 */
import { Link, PageHero, paths, type RouteMetaContext } from '@estes/shared';
import { simplePageMeta } from '@estes/shared/seo';
import { PageSection } from '@estes/shared/ui/section';
import { EmergencyNumbers, GettingAroundSummary, SafetyEssentials } from '../../components/park-facts';
import { gettingAroundDescription } from './getting-around-text';

/** The page's head (mfe-conditions/src/meta.ts asks for it from this chunk). */
export function gettingAroundMeta(context: RouteMetaContext) {
  return simplePageMeta(context, {
    title: 'Getting Around Estes Park: Hiker Shuttle, Free Shuttles & Parking',
    description: gettingAroundDescription,
    keywords: ['Estes Park shuttle', 'Rocky Mountain National Park Hiker Shuttle', 'Estes Park parking'],
    crumb: 'Getting around',
  });
}

export default function GettingAroundPage() {
  return (
    <>
      <PageHero
        heading="Getting around Estes Park and the park"
        eyebrow="Getting around"
        intro={gettingAroundDescription}
        art="heroPeaks"
      />
      <PageSection
        id="shuttles-and-parking"
        heading="Shuttles and parking"
        lead="Each fact names where we read it and when. Seasons are given with the year they were stated for: check the park’s and the town’s pages for this year."
      >
        <GettingAroundSummary headingLevel={3} />
      </PageSection>
      <PageSection id="safety" tone="mist" heading="Safety essentials">
        <SafetyEssentials headingLevel={3} />
      </PageSection>
      <PageSection id="emergency" heading="In an emergency">
        <EmergencyNumbers headingLevel={3} />
      </PageSection>
      <PageSection id="getting-around-next" heading="Plan the rest of your trip">
        {/* Plain links, not the shared link cards: see decision 081 on the conditions area's chunks. */}
        <ul>
          <li>
            <Link to={paths.weather()}>Weather and park conditions</Link>: forecasts, alerts and Trail Ridge Road.
          </li>
          <li>
            <Link to={paths.tripPlanning()}>Plan your trip</Link>: timed-entry permits and a local’s itinerary.
          </li>
          <li>
            <Link to={paths.myTrip()}>My trip</Link>: the places and events you saved.
          </li>
        </ul>
      </PageSection>
    </>
  );
}
