/**
 * /console/retired-hotel-links (every role, decision 072): the clicks on the downtown guide's
 * hotel cards of before issue 29 (`/go/downtown-hotel/<id>`, decision 033), which old
 * bookmarks still reach, drawn by the console's shared partner-clicks page with the area's words.
 */
import type { AreaConsolePageProps } from '@estes/shared/console';
import { PartnerClicksPage, type PartnerClickWords } from '@estes/shared/console/partner-clicks';

const retiredHotelLinkWords: PartnerClickWords = {
  intro: (
    <p>
      These are the <code>/go/downtown-hotel/…</code> links of the hotel cards the downtown guide showed before its
      places to stay moved to the lodging pages: visitors reach them now only through old bookmarks and saved pages, and
      each click is counted and sent on to the booking partner. Days are UTC days, as the clicks are kept.
    </p>
  ),
  clicks: { one: 'click', other: 'clicks' },
  title: 'Retired hotel link clicks',
  // The area kept only the cards' ids (src/data/downtown-guide.ts), so a hotel is named by its card's id.
  target: { word: 'hotel', column: 'Hotel card', label: (link) => link.id },
  nothingClicked: 'No retired hotel link was clicked in this period.',
};

export function RetiredHotelLinksPage(props: AreaConsolePageProps) {
  return <PartnerClicksPage {...props} words={retiredHotelLinkWords} />;
}
