import { outboundPath, partnerLinkPlacements } from '@estes/shared/outbound';
import { partnerLinkHref } from './partner-link';

describe('partnerLinkHref', () => {
  it('is the /go link shared builds, for every placement the lodging area answers', () => {
    for (const placement of partnerLinkPlacements) {
      for (const from of ['/', '/blog/elk-viewing-guide', '/accommodations']) {
        expect(partnerLinkHref(placement, from)).toBe(outboundPath('partner', placement, { from }));
      }
    }
  });
});
