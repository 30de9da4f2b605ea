/** Every area's API plugin; the server mounts each under /api/<area>/. */
import { conditionsApi } from '@estes/mfe-conditions/server';
import { contentApi } from '@estes/mfe-content/server';
import { lodgingApi } from '@estes/mfe-lodging/server';
import { planningApi } from '@estes/mfe-planning/server';
import type { AreaApi } from '@estes/shared/server';

export const areaApis: readonly AreaApi[] = [lodgingApi, contentApi, planningApi, conditionsApi];
