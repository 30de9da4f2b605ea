/**
 * A partner's price for the stay, as it quoted it (docs/rules/lodging.md#partner-offers): the
 * price it says must be shown, for the whole stay; its average per night (ours, labelled as an
 * average); its one sentence on taxes and charges; and, in full, each charge it itemises with its
 * own name. Nothing is added, rounded away or estimated.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { PriceQuote } from '../domain/lodging-offers';
import { formatPrice } from '../domain/money';
import { nightsLabel } from '../domain/stay-labels';

export function PriceQuoteSummary({
  quote,
  nights,
  className,
}: {
  quote: PriceQuote;
  nights: number;
  className?: string;
}) {
  return (
    <Summary className={className}>
      <span>
        <Amount>{formatPrice(quote.price, quote.currency)}</Amount> for {nightsLabel(nights)}
      </span>
      {nights > 1 ? <span>{formatPrice(quote.nightly, quote.currency)} a night on average</span> : null}
      <Note>{quote.chargesNote}</Note>
    </Summary>
  );
}

/** Each charge the partner itemises, with what it says of it; the total with every charge that always applies. */
export function PriceCharges({ quote }: { quote: PriceQuote }) {
  if (quote.charges.length === 0 && quote.total === null) return null;
  return (
    <Charges aria-label="Taxes and charges">
      {quote.charges.map((charge, index) => (
        <div key={`${charge.name}-${index}`}>
          <dt>
            {charge.name}
            {charge.conditional ? ' (only if it applies)' : ''}
          </dt>
          <dd>
            {charge.amount === null ? 'amount set by the property' : formatPrice(charge.amount, quote.currency)}
            {charge.includedInPrice ? ', included' : ', not included'}
          </dd>
        </div>
      ))}
      {quote.total !== null && quote.total !== quote.price ? (
        <div className="total">
          <dt>Total with the charges that always apply</dt>
          <dd>{formatPrice(quote.total, quote.currency)}</dd>
        </div>
      ) : null}
    </Charges>
  );
}

const Summary = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Amount = styled.strong`
  font-size: 1.375rem;
  color: ${theme.color.ink};
`;

const Note = styled.span`
  font-size: 0.8125rem;
`;

const Charges = styled.dl`
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.125rem 0;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    border-top: 1px solid ${theme.color.line};
    margin-top: 0.25rem;
    padding-top: 0.375rem;
    font-weight: 700;
    color: ${theme.color.ink};
  }
`;
