/** @jest-environment node */
import { defaultBookingApiUrl, lodgingSettings } from './lodging-settings';

describe('the lodging area’s settings', () => {
  it('reads the booking partner’s base, key, affiliate id and city', () => {
    expect(
      lodgingSettings.read({
        BOOKING_API_URL: 'http://127.0.0.1:4700/demand/3.2',
        BOOKING_API_TOKEN: 'booking-secret',
        BOOKING_AFFILIATE_ID: '9100000',
        BOOKING_CITY_ID: '-9100000',
      }),
    ).toEqual({
      booking: {
        baseUrl: 'http://127.0.0.1:4700/demand/3.2',
        token: 'booking-secret',
        affiliateId: '9100000',
        cityId: -9100000,
      },
    });
  });

  it('needs none of them: without the key the partner is not configured; the base is the documented 3.2 one', () => {
    expect(lodgingSettings.read({})).toEqual({ booking: undefined });
    expect(lodgingSettings.read({ BOOKING_API_TOKEN: '', BOOKING_AFFILIATE_ID: '' })).toEqual({ booking: undefined });
    expect(lodgingSettings.read({ BOOKING_API_TOKEN: 't', BOOKING_AFFILIATE_ID: '1' }).booking).toEqual({
      baseUrl: defaultBookingApiUrl,
      token: 't',
      affiliateId: '1',
      cityId: undefined,
    });
    expect(defaultBookingApiUrl).toBe('https://demandapi.booking.com/3.2');
  });

  it('declares exactly the variables it reads', () => {
    expect([...lodgingSettings.variables].sort()).toEqual([
      'BOOKING_AFFILIATE_ID',
      'BOOKING_API_TOKEN',
      'BOOKING_API_URL',
      'BOOKING_CITY_ID',
    ]);
  });

  it.each([
    [{ BOOKING_API_URL: 'demandapi.booking.com/3.2' }, /BOOKING_API_URL: must be an http\(s\) URL/],
    [{ BOOKING_API_TOKEN: 'key' }, /BOOKING_AFFILIATE_ID: is needed with BOOKING_API_TOKEN/],
    [{ BOOKING_AFFILIATE_ID: '12' }, /BOOKING_API_TOKEN: is needed with BOOKING_AFFILIATE_ID/],
    [{ BOOKING_API_TOKEN: 'key', BOOKING_AFFILIATE_ID: 'aid-12' }, /BOOKING_AFFILIATE_ID: must be the affiliate id/],
    [{ BOOKING_CITY_ID: 'estes-park' }, /BOOKING_CITY_ID: must be the partner's city id/],
  ])('refuses a bad value with a message naming the variable: %o', (env, message) => {
    expect(() => lodgingSettings.read(env)).toThrow(message);
  });
});
