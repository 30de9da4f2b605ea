/**
 * @jest-environment node
 */
import { cleanAlertText, httpUrlOrNull, isoInstantOrNull } from './alert-text';

describe('the providers’ text, cleaned before it is served', () => {
  it('joins wrapped lines, keeps paragraphs, collapses spaces and cuts long text with an ellipsis', () => {
    expect(cleanAlertText('* WHAT...Snow\r\nexpected  above\n9000 feet.\n\n\n* WHERE...Estes Park.\n')).toBe(
      '* WHAT...Snow expected above 9000 feet.\n\n* WHERE...Estes Park.',
    );
    expect(cleanAlertText('abcdefghij klmnop', 10)).toBe('abcdefghi…');
  });

  it('keeps only absolute http(s) links', () => {
    expect(httpUrlOrNull(' https://www.nps.gov/romo/ ')).toBe('https://www.nps.gov/romo/');
    expect(httpUrlOrNull('javascript:alert(1)')).toBeNull();
    expect(httpUrlOrNull('/romo/planyourvisit')).toBeNull();
    expect(httpUrlOrNull('')).toBeNull();
  });

  it('reads a time as an instant only when it states its zone', () => {
    expect(isoInstantOrNull('2026-11-23T18:00:00-07:00')).toBe('2026-11-24T01:00:00.000Z');
    expect(isoInstantOrNull('2026-11-23T18:00:00Z')).toBe('2026-11-23T18:00:00.000Z');
    expect(isoInstantOrNull('2026-10-19 09:12:44.0')).toBeNull();
    expect(isoInstantOrNull('soon-07:00')).toBeNull();
  });
});
