/**
 * What the partner offers at a place for the stay asked (docs/rules/lodging.md#partner-offers):
 * its price for the whole party, each room or unit with its own price and conditions, cheapest
 * first; "not available" clearly when it has nothing to book; "prices unavailable" when it could
 * not be asked. Prices are for the dates shown above them: the visitor's, or the default stay.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { PriceCharges, PriceQuoteSummary } from '../../components/price-quote';
import type { PropertyAvailability } from '../../domain/lodging-offers';
import { formatPrice } from '../../domain/money';
import { cancellationLabel, mealPlanLabels } from '../../domain/partner-facts';
import { stayLabel } from '../../domain/stay-labels';

/** How many of the partner's rooms or units the summary lists (the cheapest). */
const productsShown = 4;

export function AvailabilitySummary({
  availability,
  partner,
  full = true,
}: {
  availability: PropertyAvailability;
  partner: string;
  /** With the charges and the rooms (the booking box); without, the price alone (the phone bars). */
  full?: boolean;
}) {
  const { stay } = availability;
  const forStay = stay.isDefault ? (
    <StayNote>
      <strong>No dates chosen:</strong> {partner}’s price for {stayLabel(stay)}, our default stay.
    </StayNote>
  ) : (
    <StayNote>For {stayLabel(stay)}.</StayNote>
  );
  if (availability.state === 'unavailable') {
    return (
      <Box data-testid="availability" data-state="unavailable">
        {forStay}
        <Unavailable role="status">
          <strong>Prices unavailable right now:</strong> {partner} did not answer just now, and we show no old prices.
          Book Now still opens {partner}.
        </Unavailable>
      </Box>
    );
  }
  if (!availability.available) {
    return (
      <Box data-testid="availability" data-state="sold-out">
        {forStay}
        <Unavailable role="status">
          <strong>Not available for these dates:</strong> {partner} has nothing to book here for this stay and party.
          Try other dates.
        </Unavailable>
      </Box>
    );
  }
  const cheapest = availability.products[0];
  const price = availability.recommended?.price ?? cheapest?.price;
  return (
    <Box data-testid="availability" data-state="available">
      {forStay}
      {price ? <PriceQuoteSummary quote={price} nights={stay.nights} /> : null}
      {availability.recommended ? (
        <Small>{partner}’s choice for your whole party.</Small>
      ) : cheapest ? (
        <Small>The cheapest room {partner} offers for this stay.</Small>
      ) : null}
      {full && price ? <PriceCharges quote={price} /> : null}
      {full && availability.products.length > 0 ? (
        <Rooms aria-label={`Rooms ${partner} offers for this stay`}>
          {availability.products.slice(0, productsShown).map((product) => (
            <li key={product.id}>
              <strong>{product.roomName ?? 'Room'}</strong>{' '}
              <span>{formatPrice(product.price.price, product.price.currency)}</span>
              <Small as="span">
                {[
                  product.cancellation ? cancellationLabel(product.cancellation) : null,
                  product.mealPlan ? mealPlanLabels[product.mealPlan] : null,
                  product.prepaymentRequired ? 'Pay in advance' : null,
                  product.numberAvailable !== null && product.numberAvailable <= 3
                    ? `${product.numberAvailable} left at this price`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Small>
            </li>
          ))}
        </Rooms>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const StayNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;

const Unavailable = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${theme.color.danger};
  background: ${theme.color.dangerWash};
  border-radius: ${theme.radius.small};
  font-size: 0.9375rem;
`;

const Rooms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 0.5rem;
    padding: 0.375rem 0;
    border-top: 1px solid ${theme.color.line};
    font-size: 0.875rem;
  }
  li > span:last-child {
    flex-basis: 100%;
  }
`;
