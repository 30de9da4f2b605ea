/** Exposed as `mfe_content/routes`: the content area's screens, each loaded on demand. */
import { newsletterQueryParameters, type AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'content';

/*
 * Each route's `query`: the parameters its page reads (its loader, its components, the forms it
 * hosts). The site server renders and caches the page with these only (decision 035); a
 * parameter missing here never reaches the page.
 */

export const areaRoutes: AreaRoutes<'content'> = {
  'content.blog': {
    meta: routeMeta['content.blog'],
    query: [
      // The blog's search, category and page (parseBlogQuery, domain/blog-rules.ts), the sign-up's answer.
      ...['search', 'category', 'page'],
      ...newsletterQueryParameters,
    ],
    load: () => import(/* webpackChunkName: "page-content.blog" */ './features/blog/blog-page'),
  },
  'content.article': {
    meta: routeMeta['content.article'],
    query: newsletterQueryParameters,
    load: () => import(/* webpackChunkName: "page-content.article" */ './features/article/article-page'),
  },
  'content.privacyPolicy': {
    meta: routeMeta['content.privacyPolicy'],
    query: [],
    load: () => import(/* webpackChunkName: "page-content.privacyPolicy" */ './features/legal/privacy-policy-page'),
  },
  'content.termsOfService': {
    meta: routeMeta['content.termsOfService'],
    query: [],
    load: () => import(/* webpackChunkName: "page-content.termsOfService" */ './features/legal/terms-of-service-page'),
  },
  'content.accessibility': {
    meta: routeMeta['content.accessibility'],
    query: [],
    load: () => import(/* webpackChunkName: "page-content.accessibility" */ './features/legal/accessibility-page'),
  },
};
