/**
 * The partner's review score of the place, named as the partner's (issue 29): Booking.com's
 * score from its own guests' reviews, with their number and a link to read them on its page.
 * The site publishes no reviews of its own.
 */
import styled from 'styled-components';
import { SponsoredLink, theme } from '@estes/shared';
import type { PartnerRating as Rating } from '../../domain/lodging-offers';
import { partnerReviewsHref } from '../../domain/partner-links';
import { scoreLabel } from '../../domain/partner-facts';
import { PropertyBlock } from './property-layout';

export function PartnerRating({
  id,
  rating,
  partner,
  headingId,
  from,
}: {
  id: string;
  rating: Rating | null;
  partner: string;
  headingId: string;
  /** The path of the page it is on (counted with the partner click). */
  from: string;
}) {
  return (
    <Box aria-labelledby={headingId} data-testid="partner-rating">
      <h2 id={headingId}>Guest reviews</h2>
      <p>
        {rating
          ? `Scored ${scoreLabel(rating, partner)}: ${partner}’s own score from its guests’ reviews.`
          : `${partner} has no review score for this place yet.`}
      </p>
      <p>We publish no reviews of our own. Read what guests wrote on {partner}.</p>
      <SponsoredLink href={partnerReviewsHref({ id }, from)} tone="outline">
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
