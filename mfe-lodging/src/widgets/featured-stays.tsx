/**
 * Featured stays (docs/rules/lodging.md#featured-stays): the places with the best review scores
 * on our booking partner (9 or more out of 10, highest first, at most 4) that have rooms for the
 * default stay, as the list's own cards with the partner's price for that stay. Without the
 * partner's offers (not configured, or not answering) nothing is featured: the widget says where
 * prices and scores come from, and links to the list.
 */
import styled from 'styled-components';
import { ButtonLink, CardGrid, Lead, SectionHeading, mediaUp, paths, type WidgetLoaderArgs } from '@estes/shared';
import { OfferCard } from '../components/offer-card';
import type { LodgingOffer, StayAsked } from '../domain/lodging-offers';
import { partnerNames } from '../domain/lodging-partners';
import { featuredLimit, featuredMinRating } from '../domain/offer-rules';
import { stayLabel } from '../domain/stay-labels';
import { fetchOffers } from '../api/get-offers';

export type FeaturedStaysData =
  | { state: 'live'; partner: string; stay: StayAsked; stays: LodgingOffer[] }
  | { state: 'unavailable' | 'not-configured'; partner: string };

export async function loader({ api }: WidgetLoaderArgs): Promise<FeaturedStaysData> {
  const answer = await fetchOffers(api, { rating: String(featuredMinRating) }).catch(() => undefined);
  if (!answer?.ok) return { state: 'unavailable', partner: partnerNames.booking };
  const { data } = answer;
  if (data.state !== 'live') {
    return { state: data.state, partner: partnerNames[data.state === 'unavailable' ? data.partner : 'booking'] };
  }
  return {
    state: 'live',
    partner: partnerNames[data.partner],
    stay: data.stay,
    stays: data.offers.slice(0, featuredLimit),
  };
}

export default function FeaturedStaysWidget({ data }: { data: FeaturedStaysData }) {
  return (
    <>
      <SectionHeading>Featured Accommodations</SectionHeading>
      {data.state === 'live' ? (
        <>
          <Lead>
            The best review scores on {data.partner} (9 or more out of 10, from its guests) among places with rooms for{' '}
            {stayLabel(data.stay)}.
          </Lead>
          <Grid>
            {data.stays.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                nights={data.stay.nights}
                view="grid"
                detailsSearch=""
                stay={{}}
                from={paths.home()}
              />
            ))}
          </Grid>
        </>
      ) : (
        <Lead data-testid="featured-unavailable">
          {data.state === 'not-configured'
            ? `Prices, photos and guest scores come from our booking partner, ${data.partner}, which this site is not connected to right now, so no place is featured here.`
            : `Prices unavailable right now: ${data.partner} did not answer just now, so no place is featured here.`}
        </Lead>
      )}
      <More>
        <ButtonLink to={paths.accommodations()} tone="outline">
          Show all properties
        </ButtonLink>
      </More>
    </>
  );
}

const Grid = styled(CardGrid)`
  ${mediaUp('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('wide')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const More = styled.p`
  margin: 1.75rem 0 0;
  text-align: center;
`;
