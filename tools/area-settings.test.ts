/** @jest-environment node */
/**
 * Each area's own settings (decision 034), read as the site server reads them: from an
 * environment holding every secret of the site, each area keeps its own and sees no other's.
 */
import { readAreaSettings } from '../shell/server/area-api-host';
import { areaApi as conditionsApi } from '../mfe-conditions/server/index';
import { areaApi as contentApi } from '../mfe-content/server/index';
import { areaApi as lodgingApi } from '../mfe-lodging/server/index';
import { areaApi as planningApi } from '../mfe-planning/server/index';
import { everySecret, secretValues } from '../shell/server/testing/every-secret';

describe('each area receives only its own settings and secrets', () => {
  it.each([
    ['conditions', conditionsApi, ['secret-of-conditions-weather', 'secret-of-conditions-nps']],
    [
      'planning',
      planningApi,
      ['secret-of-planning-newsletter', 'secret-of-planning-publication', 'secret-of-planning-places'],
    ],
    ['content', contentApi, ['secret-of-content-space', 'secret-of-content-token']],
    ['lodging', lodgingApi, ['secret-of-lodging-booking', '7654321']],
  ] as const)('the %s area’s settings hold its secrets and no other area’s', (area, api, own) => {
    const held = JSON.stringify(readAreaSettings(area, api, everySecret));
    for (const secret of secretValues) {
      if ((own as readonly string[]).includes(secret)) expect(held).toContain(secret);
      else expect(held).not.toContain(secret);
    }
  });

  it('no two areas declare the same variable', () => {
    const declared = [conditionsApi, contentApi, lodgingApi, planningApi].flatMap((api) => api.settings.variables);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
