/**
 * /console/partner-clicks (every role, decision 067): the clicks on lodging's partner links
 * (`/go`, decision 033), drawn by the console's shared partner-clicks page (decision 072) with
 * lodging's words: by property or link, named where the area knows the place.
 */
import type { AreaConsolePageProps } from '@estes/shared/console';
import {
  PartnerClicksPage as SharedPartnerClicksPage,
  type PartnerClickLink,
  type PartnerClickWords,
} from '@estes/shared/console/partner-clicks';

export type { PartnerClickReport } from '@estes/shared/console/partner-clicks';

const linkKinds: Record<string, string> = {
  book: 'Book Now',
  reviews: 'Reviews',
  partner: 'Site-wide partner link',
  host: 'Host',
};

/** A link's target in words: the place's name where the area knows it, else its id, and which link. */
export function linkLabel(link: PartnerClickLink): string {
  return `${link.name ?? link.id} (${linkKinds[link.kind] ?? link.kind})`;
}

const lodgingWords: PartnerClickWords = {
  intro: (
    <p>
      Clicks on the lodging pages’ partner links (Book Now, reviews, the booking partner), counted by the site’s server
      as the link, the page it was on and the hour: nothing about the visitor. Days are UTC days, as the clicks are
      kept.
    </p>
  ),
  clicks: { one: 'partner click', other: 'partner clicks' },
  title: 'Partner clicks',
  target: { word: 'property', column: 'Property or link', label: linkLabel },
  nothingClicked: 'No partner link was clicked in this period.',
};

export function PartnerClicksPage(props: AreaConsolePageProps) {
  return <SharedPartnerClicksPage {...props} words={lodgingWords} />;
}
