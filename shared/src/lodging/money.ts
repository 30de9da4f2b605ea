/**
 * Prices as every screen prints them (issue 30: one fact, one value): a partner's price as it
 * quoted it, to the cent when it has cents ("$848.19", "$900"), in its currency (USD, as the site
 * asks; another code when the partner answers in the property's). The lodging area's pages and
 * the downtown guide's places to stay read it here, so one price never reads two ways. Its own
 * subpath (`@estes/shared/lodging/money`); Intl formatters are made on first use (ICU set-up is
 * milliseconds on a phone).
 */
let exact = new Map<string, Intl.NumberFormat>();

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
