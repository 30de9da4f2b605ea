/**
 * The partner's facts as the pages word them (issue 29): each named as the partner's, nothing
 * added. The score is Booking.com's, from its guests' reviews across its own traffic; the site
 * has no reviews of its own (the partner's documentation asks that visitors are told what the
 * score is).
 */
import type { CancellationKind, LodgingLocation, MealPlan, PartnerRating } from './lodging-offers';

let count: Intl.NumberFormat | undefined;

/** '1 review' / '4,380 reviews'. */
export const reviewsLabel = (reviews: number): string =>
  reviews === 1 ? '1 review' : `${(count ??= new Intl.NumberFormat('en-US')).format(reviews)} reviews`;

/** "8.8 out of 10 from 1,200 reviews on Booking.com". */
export const scoreLabel = (rating: PartnerRating, partner: string): string =>
  `${rating.score.toFixed(1)} out of 10 from ${reviewsLabel(rating.reviewCount)} on ${partner}`;

export const mealPlanLabels: Readonly<Record<MealPlan, string>> = {
  none: 'No meals included',
  breakfast: 'Breakfast included',
  'half-board': 'Breakfast and dinner included',
  'full-board': 'All meals included',
  'all-inclusive': 'All inclusive',
};

let instantFormat: Intl.DateTimeFormat | undefined;

/** "Jul 7, 2027, 11:59 PM" in the town's time (the partner gives an instant). */
const instantLabel = (iso: string): string | undefined => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return (instantFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Denver',
  })).format(new Date(time));
};

/** What the offered product's cancellation policy is, in the partner's terms. */
export function cancellationLabel(cancellation: { kind: CancellationKind; freeUntil: string | null }): string {
  switch (cancellation.kind) {
    case 'free-cancellation': {
      const until = cancellation.freeUntil ? instantLabel(cancellation.freeUntil) : undefined;
      return until ? `Free cancellation until ${until} (Estes Park time)` : 'Free cancellation';
    }
    case 'non-refundable':
      return 'Non-refundable';
    case 'partly-refundable':
      return 'Partly refundable: the partner’s conditions apply';
  }
}

let kilometres: Intl.NumberFormat | undefined;

/** "0.9 km from the town centre", from the partner's coordinates. */
export const distanceLabel = (location: LodgingLocation): string | undefined =>
  location.distanceKm === null
    ? undefined
    : `${(kilometres ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(location.distanceKm)} km from the town centre`;

/** The street address as the partner writes it, with its postal code. */
export const addressLabel = (location: LodgingLocation): string | undefined =>
  location.address ? [location.address, location.postalCode].filter(Boolean).join(', ') : undefined;
