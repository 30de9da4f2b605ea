/**
 * The downtown directory: real places in and around downtown Estes Park (Elkhorn Avenue,
 * Moraine Avenue, the Riverwalk), with their street addresses and map coordinates (to about
 * 50 m). Phone numbers and websites are listed only where we could name them; a place
 * without one simply shows no Call or Website button. Ratings are the guide's own.
 *
 * The places are data, kept in `downtown-businesses.json` (decision 034); this loader checks
 * every entry against the directory's shape when the module loads, so a mistyped entry fails
 * the build's tests, not a visitor's page.
 */
import type { DowntownBusiness } from '../domain/downtown';
import downtownBusinessesJson from './downtown-businesses.json' with { type: 'json' };

export const downtownBusinesses = downtownBusinessesJson as readonly DowntownBusiness[];
