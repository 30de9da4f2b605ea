/** Prices as the pages print them: US dollars, whole dollars ("$189"). */

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let usd: Intl.NumberFormat | undefined;

export const formatUsd = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    amount,
  );
