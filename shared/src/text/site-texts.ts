/**
 * Facts the site repeats in prose, each said once here with its source (issue 30,
 * docs/rules/site.md#site-texts); the pages that say them read them from here. The phone line is
 * a site setting (`phone`, one value for every page).
 */

/** Where a text comes from: a page with the day the team recorded it, or the team's own record. */
export interface TextSource {
  name: string;
  url?: string;
  recorded: string;
}

/**
 * Rocky Mountain National Park's wildlife distances, as the National Park Service states them:
 * at least 75 feet (two bus lengths) from all wildlife, and at least 120 feet (three bus lengths)
 * from more dangerous animals such as black bears, moose and mountain lions.
 */
export const wildlifeDistances = {
  /** From all wildlife (elk, deer and bighorn sheep included). */
  allWildlife: 'at least 75 feet (two bus lengths)',
  /** From the more dangerous animals, `dangerousAnimalsNamed`. */
  dangerousAnimals: 'at least 120 feet (three bus lengths)',
  dangerousAnimalsNamed: 'black bears, moose and mountain lions',
  source: {
    name: 'National Park Service, Rocky Mountain National Park: Wildlife Viewing',
    url: 'https://www.nps.gov/romo/planyourvisit/wildlife_view.htm',
    recorded: '2026-11-26',
  },
} as const satisfies {
  allWildlife: string;
  dangerousAnimals: string;
  dangerousAnimalsNamed: string;
  source: TextSource;
};

/** The sentence the pages use, naming its source. */
export const wildlifeDistanceSentence = `Stay ${wildlifeDistances.allWildlife} from all wildlife, and ${wildlifeDistances.dangerousAnimals} from ${wildlifeDistances.dangerousAnimalsNamed} (National Park Service).`;

/**
 * When the site's team answers the phone and messages. The team's own record (no outside
 * source): the hours most contact blocks already gave, kept as the one value.
 */
export const contactHours = {
  text: '9 AM–6 PM Mountain time, every day',
  source: { name: 'Estes Park Guide team record', recorded: '2026-11-26' },
} as const satisfies { text: string; source: TextSource };

/**
 * What the page-view counts leave out since the visitor's browser reports each page it shows
 * (decision 073: a page a shared cache answered never reaches the server). Said in these words
 * by the privacy policy (its `{pageViewsLeftOut}`) and the console's Page views page.
 */
export const pageViewsLeftOut = {
  text: 'A page view is counted when the browser that shows the page reports it, so a page opened with JavaScript turned off, or by a known bot, is not counted.',
  source: { name: 'Estes Park Guide team record (decision 073)', recorded: '2026-11-27' },
} as const satisfies { text: string; source: TextSource };
