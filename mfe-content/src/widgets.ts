/** Exposed as `mfe_content/widgets`: the content pieces of the home page, each loaded on demand. */
import type { AreaWidgets } from '@estes/shared';

export const area = 'content';

export const areaWidgets: AreaWidgets<'content'> = {
  'content.blogTeaser': () => import(/* webpackChunkName: "widget-content.blogTeaser" */ './widgets/blog-teaser'),
};
