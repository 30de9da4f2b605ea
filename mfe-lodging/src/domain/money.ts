/** Prices as the pages print them (Intl formatters made on first use: ICU set-up is milliseconds on a phone). */

let usd: Intl.NumberFormat | undefined;

/** Whole US dollars ("$189"): the price bands' labels. */
export const formatUsd = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    amount,
  );

/** A partner's price as it quoted it: the site's one price format (@estes/shared/lodging/money). */
export { formatPrice } from '@estes/shared/lodging/money';
