/**
 * The property's rating as the listing data carries it, with its source and a link to the
 * partner's page for the reviews (issue 21: the site shows no review texts of its own).
 */
import styled from 'styled-components';
import { SponsoredLink, theme } from '@estes/shared';
import type { LodgingListing } from '../../domain/lodging-types';
import { partnerReviewsHref } from '../../domain/partner-links';
import { partnerNameOf, ratingSourceNote } from '../../domain/rating-source';
import { PropertyBlock } from './property-layout';

export function PartnerRating({
  listing,
  headingId,
  from,
}: {
  listing: LodgingListing;
  headingId: string;
  /** The path of the page it is on (counted with the partner click). */
  from: string;
}) {
  const partner = partnerNameOf(listing);
  return (
    <Box aria-labelledby={headingId} data-testid="partner-rating">
      <h2 id={headingId}>Guest reviews</h2>
      <p>{ratingSourceNote(listing)}</p>
      <p>We publish no reviews of our own. Read what guests wrote, and the current rating, on {partner}.</p>
      <SponsoredLink href={partnerReviewsHref(listing, from)} tone="outline">
        Read the reviews on {partner}
      </SponsoredLink>
    </Box>
  );
}

// On the phone view too, where it keeps the full page's rule under it.
const Box = styled(PropertyBlock)`
  p {
    margin: 0 0 0.75rem;
  }
  p + p {
    color: ${theme.color.muted};
  }
`;
