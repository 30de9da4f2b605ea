/**
 * "Stay downtown" on the downtown guide (issue 29): the lodging area's places within a kilometre of
 * downtown, nearest first, with its booking partner's price for the default stay, each linking to
 * its page on the site and Book Now to the partner (`/go/book/<id>`, the lodging area's own link).
 * They come from the lodging area's API (GET /api/lodging/downtown-stays), never from a copy here;
 * without the partner's offers the section says so and links to the places to stay.
 */
import styled from 'styled-components';
import { Link, SponsoredLink, paths, theme } from '@estes/shared';
import { outboundPath } from '@estes/shared/outbound';
import type { DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';
import { formatPrice } from '@estes/shared/lodging/money';
import { PageSection } from '@estes/shared/ui/section';
import { TileGrid } from '../../components/lists';

let kilometres: Intl.NumberFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
const day = (isoDate: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
const distance = (km: number) =>
  `${(kilometres ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(km)} km from the town centre`;

export function DowntownStays({ answer }: { answer: DowntownStaysAnswer | undefined }) {
  const listPath = answer?.listPath ?? `${paths.accommodations({ area: 'downtown' })}`;
  const partner = answer?.partner ?? 'our booking partner';
  return (
    <PageSection id="hotels" heading="Stay downtown">
      {answer?.state === 'live' && answer.stay && answer.stays.length > 0 ? (
        <>
          <Lead>
            Places within a kilometre of downtown with rooms on {partner} for {day(answer.stay.checkin)} –{' '}
            {day(answer.stay.checkout)} ({answer.stay.nights} nights, {answer.stay.adults} adults), nearest first.
            Choose your own dates on <Link to={listPath}>places to stay downtown</Link>.
          </Lead>
          <Disclosure>
            Book Now takes you to our booking partner; we may earn a commission at no extra cost to you.
          </Disclosure>
          <Tiles>
            {answer.stays.map((stay) => (
              <li key={stay.id}>
                <h3>
                  <Link to={stay.path}>{stay.name}</Link>
                </h3>
                <Small>
                  {[stay.type, stay.address, stay.distanceKm === null ? null : distance(stay.distanceKm)]
                    .filter(Boolean)
                    .join(' · ')}
                </Small>
                {stay.rating ? (
                  <Small>
                    {stay.rating.score.toFixed(1)} out of 10 from {stay.rating.reviewCount} reviews on {partner}
                  </Small>
                ) : null}
                <Price>
                  {formatPrice(stay.price.amount, stay.price.currency)} for {answer.stay?.nights} nights
                  <Small as="span"> · {stay.price.chargesNote}</Small>
                </Price>
                <SponsoredLink
                  href={outboundPath('book', stay.id, { from: paths.downtown() })}
                  aria-label={`Book Now: ${stay.name}, on ${partner} (opens in a new tab)`}
                >
                  Book Now
                </SponsoredLink>
              </li>
            ))}
          </Tiles>
        </>
      ) : (
        <Lead data-testid="downtown-stays-unavailable">
          {answer?.state === 'live'
            ? `${partner} has no rooms downtown for our default stay right now.`
            : answer?.state === 'not-configured'
              ? `Places to stay, their prices and availability come from our booking partner, ${partner}, which this site is not connected to right now.`
              : `Prices unavailable right now: ${partner} did not answer just now.`}{' '}
          <Link to={listPath}>See places to stay downtown</Link>
        </Lead>
      )}
    </PageSection>
  );
}

const Lead = styled.p`
  max-width: 60rem;
`;

const Tiles = styled(TileGrid)`
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.375rem;
    padding: 1.125rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    background: ${theme.color.white};
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Price = styled.p`
  margin: 0.25rem 0;
  font-weight: 700;
  color: ${theme.color.ink};
`;

const Disclosure = styled.p`
  font-size: 0.875rem;
  color: ${theme.color.body};
  padding: 0.5rem 0.75rem;
  background: ${theme.color.emberWash};
  border-left: 4px solid ${theme.color.ember};
  border-radius: ${theme.radius.small};
`;
