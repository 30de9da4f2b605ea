/** Exposed as `mfe_content/routes`: the content area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'content';

export const areaRoutes: AreaRoutes<'content'> = {
  'content.blog': { meta: routeMeta['content.blog'], load: () => import('./features/blog/blog-page') },
  'content.article': { meta: routeMeta['content.article'], load: () => import('./features/article/article-page') },
  'content.privacyPolicy': {
    meta: routeMeta['content.privacyPolicy'],
    load: () => import('./features/legal/privacy-policy-page'),
  },
  'content.termsOfService': {
    meta: routeMeta['content.termsOfService'],
    load: () => import('./features/legal/terms-of-service-page'),
  },
  'content.accessibility': {
    meta: routeMeta['content.accessibility'],
    load: () => import('./features/legal/accessibility-page'),
  },
};
