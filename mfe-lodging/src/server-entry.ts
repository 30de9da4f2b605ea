/** The remote's server build: what the site server reads from each deployed version. */
import type { AreaServerModule } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'lodging' satisfies AreaServerModule['area'];
export { routeMeta };
