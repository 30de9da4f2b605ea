/** Exposed as `mfe_content/routes`: the content area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'content';

export const areaRoutes: AreaRoutes<'content'> = {
  'content.blog': {
    meta: routeMeta['content.blog'],
    load: () => import(/* webpackChunkName: "page-content.blog" */ './features/blog/blog-page'),
  },
  'content.article': {
    meta: routeMeta['content.article'],
    load: () => import(/* webpackChunkName: "page-content.article" */ './features/article/article-page'),
  },
  'content.privacyPolicy': {
    meta: routeMeta['content.privacyPolicy'],
    load: () => import(/* webpackChunkName: "page-content.privacyPolicy" */ './features/legal/privacy-policy-page'),
  },
  'content.termsOfService': {
    meta: routeMeta['content.termsOfService'],
    load: () => import(/* webpackChunkName: "page-content.termsOfService" */ './features/legal/terms-of-service-page'),
  },
  'content.accessibility': {
    meta: routeMeta['content.accessibility'],
    load: () => import(/* webpackChunkName: "page-content.accessibility" */ './features/legal/accessibility-page'),
  },
};
