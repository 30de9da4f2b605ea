/** Prices as the pages print them (Intl formatters made on first use: ICU set-up is milliseconds on a phone). */

let usd: Intl.NumberFormat | undefined;
let exact = new Map<string, Intl.NumberFormat>();

/** Whole US dollars ("$189"): the price bands' labels. */
export const formatUsd = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
    amount,
  );

/**
 * A partner's price as it quoted it, to the cent when it has cents ("$848.19", "$900"), in its
 * currency (USD, as the site asks; another code when the partner answers in the property's).
 */
export function formatPrice(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}|${whole}`;
  let format = exact.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      });
    } catch {
      // Not a currency code Intl knows: the amount with the code the partner gave.
      return `${amount.toFixed(2)} ${currency}`;
    }
    if (exact.size > 20) exact = new Map();
    exact.set(key, format);
  }
  return format.format(amount);
}
