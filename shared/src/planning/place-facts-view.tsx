/**
 * A place's facts on a card, by the state of its places-facts entry (issue 30, decision 040,
 * docs/rules/planning.md#place-facts): the planning area's directories show them, and any screen
 * that lists the same places (the downtown guide) can mount the same pieces, so a rating or an
 * opening reads the same wherever it is shown.
 *
 * - `live`: the provider's rating "on Google Maps" (the text attribution Google's policies accept
 *   where its logo is not used, linked to the place on Google Maps), "Open now · Closes 9 PM" and
 *   the week's lines, phone, website and address, in one bordered block so it is clear which
 *   content is the provider's; the data providers the answer names are named with it.
 * - otherwise: no rating, count or hours at all; a phone or website the team recorded with its
 *   source and date, or "Hours and contact on the place's own listing" with a Google Maps search.
 *
 * Only types come from place-facts.ts, so its zod schemas stay out of a page's first load.
 */
import type { ReactNode } from 'react';
import { phoneHref } from '../site-settings';
import { VisuallyHidden } from '../ui/layout';
import { mapsSearchUrl } from './maps-search';
import type { PlaceFacts, PlaceFactsEntry } from './place-facts';
import { Contact, Line, LiveBlock, Notice, Opening, Small, Star, Week } from './place-facts-styles';

/** A phone or website the team read from a named source on a day; the only contact shown without live facts. */
export interface RecordedContact {
  /** Display form, '(970) 586-1234'. */
  phone?: string;
  website?: string;
  source: { name: string; url: string };
  /** YYYY-MM-DD. */
  recordedOn: string;
}

/** What the place is called and where it is in our own data (the search link is built from them). */
export interface PlaceOfOurs {
  name: string;
  address: string;
  recorded?: RecordedContact;
}

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const formatCount = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

const hostOf = (url: string): string => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function NewTabLink({ href, children, context }: { href: string; children: ReactNode; context: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({context}, opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/**
 * "★ 4.6 on Google Maps (1,480 reviews)": `provider` is the provider's name, a link where the place
 * has a card of its own, plain text inside a card that is itself a button (the downtown guide).
 */
export function RatingPhrase({ rating, provider }: { rating: NonNullable<PlaceFacts['rating']>; provider: ReactNode }) {
  const { value, count } = rating;
  return (
    <>
      <Star aria-hidden="true">★</Star> <strong>{value.toFixed(1)}</strong>
      <VisuallyHidden> out of 5</VisuallyHidden> on {provider} ({formatCount(count)}{' '}
      {count === 1 ? 'review' : 'reviews'})
    </>
  );
}

/** "Open now · Closes 9 PM", "Closed today · Opens 7 AM tomorrow", "Temporarily closed"; null when unknown. */
export function OpeningPhrase({ facts }: { facts: PlaceFacts }) {
  if (facts.status === 'closed-temporarily') return <Opening $open={false}>Temporarily closed</Opening>;
  const openNow = facts.hours?.openNow;
  if (!openNow) return null;
  return (
    <>
      <Opening $open={openNow.open}>{openNow.headline}</Opening>
      {openNow.detail ? ` · ${openNow.detail}` : null}
    </>
  );
}

/** The rating line, the provider's name linked to the place on its map. */
export function PlaceRating({ facts, providerName }: { facts: PlaceFacts; providerName: string }) {
  const provider = facts.mapsUrl ? (
    <NewTabLink href={facts.mapsUrl} context={`${facts.name} on ${providerName}`}>
      {providerName}
    </NewTabLink>
  ) : (
    providerName
  );
  if (!facts.rating) return <Line data-place-fact="source">On {provider}: not rated yet</Line>;
  return (
    <Line data-place-fact="rating">
      <RatingPhrase rating={facts.rating} provider={provider} />
    </Line>
  );
}

/** The opening line and the week's lines, folded. */
export function PlaceHours({ facts }: { facts: PlaceFacts }) {
  const opening =
    facts.status === 'closed-temporarily' || facts.hours?.openNow ? (
      <Line data-place-fact="opening">
        <OpeningPhrase facts={facts} />
      </Line>
    ) : null;
  if (facts.status === 'closed-temporarily' || !facts.hours) return opening;
  const { week } = facts.hours;
  return (
    <>
      {opening}
      {week.length > 0 ? (
        <Week>
          <summary>Hours this week</summary>
          <ul data-place-fact="week">
            {week.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Week>
      ) : null}
    </>
  );
}

/** A place's phone (a tel: link, `dial` the number to call) and website (a new tab). */
function ContactLinks({
  name,
  phone,
  website,
}: {
  name: string;
  phone: { shown: string; dial: string } | undefined;
  website: string | null | undefined;
}) {
  if (!phone && !website) return null;
  return (
    <Contact>
      {phone ? (
        <a href={phoneHref(phone.dial)}>
          <VisuallyHidden>Call {name} at </VisuallyHidden>
          {phone.shown}
        </a>
      ) : null}
      {website ? (
        <NewTabLink href={website} context={`website of ${name}`}>
          {hostOf(website)}
        </NewTabLink>
      ) : null}
    </Contact>
  );
}

/** The provider's phone and website. */
export function PlaceContact({ facts }: { facts: PlaceFacts }) {
  const { phone } = facts;
  return (
    <ContactLinks
      name={facts.name}
      phone={phone ? { shown: phone.national, dial: phone.international ?? phone.national } : undefined}
      website={facts.website}
    />
  );
}

/** Everything the provider answered for a place, in one block named by its first line. */
export function PlaceLiveFacts({ facts, providerName }: { facts: PlaceFacts; providerName: string }) {
  return (
    <LiveBlock data-place-facts="live">
      <PlaceRating facts={facts} providerName={providerName} />
      <PlaceHours facts={facts} />
      {facts.address ? <Small>{facts.address}</Small> : null}
      <PlaceContact facts={facts} />
      {facts.attributions.length > 0 ? (
        <Small>
          Also from{' '}
          {facts.attributions.map((attribution, index) => (
            <span key={attribution.provider}>
              {index > 0 ? ', ' : null}
              {attribution.url ? (
                <NewTabLink href={attribution.url} context="data provider">
                  {attribution.provider}
                </NewTabLink>
              ) : (
                attribution.provider
              )}
            </span>
          ))}
        </Small>
      ) : null}
    </LiveBlock>
  );
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-26' → 'Nov 26, 2026' (the date as written, no time zone involved). */
const dayText = (day: string): string => {
  const [, year, month, date] = isoDay.exec(day) ?? [];
  return year ? `${monthNames[Number(month) - 1] ?? ''} ${Number(date)}, ${year}` : day;
};

/** Without live facts: a recorded phone/website with its source and date, or the way to the place's own listing. */
export function PlaceWithoutFacts({ place }: { place: PlaceOfOurs }) {
  const { recorded } = place;
  if (recorded && (recorded.phone || recorded.website)) {
    return (
      <div data-place-facts="recorded">
        <ContactLinks
          name={place.name}
          phone={recorded.phone ? { shown: recorded.phone, dial: recorded.phone } : undefined}
          website={recorded.website}
        />
        <Small>
          Source:{' '}
          <NewTabLink href={recorded.source.url} context="source">
            {recorded.source.name}
          </NewTabLink>
          , {dayText(recorded.recordedOn)}
        </Small>
      </div>
    );
  }
  return (
    <Line data-place-facts="listing">
      Hours and contact on the place’s own listing:{' '}
      <NewTabLink href={mapsSearchUrl(place.name, place.address)} context={`${place.name} on Google Maps`}>
        search Google Maps
      </NewTabLink>
    </Line>
  );
}

/** One place's facts by its entry's state (a place closed for good is the list's to leave out). */
export function PlaceFactsView({
  entry,
  providerName,
  place,
}: {
  entry: PlaceFactsEntry | undefined;
  providerName: string;
  place: PlaceOfOurs;
}) {
  if (entry?.state === 'live') return <PlaceLiveFacts facts={entry.facts} providerName={providerName} />;
  return <PlaceWithoutFacts place={place} />;
}

/** Why a list has no live facts for some of its places, said once above it; null when it has them. */
export function placeFactsNoticeOf(entries: readonly PlaceFactsEntry[]): 'unavailable' | 'not-configured' | null {
  if (entries.some((entry) => entry.state === 'unavailable')) return 'unavailable';
  if (entries.some((entry) => entry.state === 'not-configured')) return 'not-configured';
  return null;
}

export function PlaceFactsNotice({
  notice,
  providerName,
}: {
  notice: 'unavailable' | 'not-configured';
  providerName: string;
}) {
  return (
    <Notice role="note" data-place-facts-notice={notice}>
      {notice === 'unavailable'
        ? `Live hours and ratings from ${providerName} could not be read right now, so none are shown; each place links to its own listing.`
        : `Live hours and ratings (from ${providerName}) are not connected right now, so none are shown; each place links to its own listing.`}
    </Notice>
  );
}

/** The address to show: the provider's when it answered one, else ours. */
export const placeAddress = (entry: PlaceFactsEntry | undefined, ours: string): string =>
  entry?.state === 'live' && entry.facts.address ? entry.facts.address : ours;
