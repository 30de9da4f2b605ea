/**
 * The content area's API, served by the site server under /api/content/ from the live version:
 * the blog's posts from Contentful (or the bundled articles), read-only, and its RSS feed
 * (served at /blog/feed.xml) in `blog/`; the same articles as the sitemap's entries, the site
 * search's documents and My trip's items in `site-index/`. The Contentful token comes with the
 * area's own settings (content-settings.ts) and never appears in an answer.
 */
import type { AreaApi } from '@estes/shared/server';
import { createBlogServiceFromSettings, type BlogServiceOverrides } from './blog/blog-from-settings';
import { blogRoutes } from './blog/blog-routes';
import type { ContentLogger } from './blog/blog-source';
import { contentSettings, type ContentSettings } from './content-settings';
import { siteIndexRoutes } from './site-index/site-index-routes';

export interface ContentApiOptions extends BlogServiceOverrides {
  /** Where warnings go; the server's logger by default. */
  logger?: ContentLogger;
}

export function createContentApi(options: ContentApiOptions = {}): AreaApi<ContentSettings> {
  return {
    area: 'content',
    settings: contentSettings,
    migrations: [],
    async routes(app, context) {
      const logger: ContentLogger = options.logger ?? { warn: (message) => app.log.warn(message) };
      const blog = createBlogServiceFromSettings(context.areaSettings, logger, options);
      await app.register(blogRoutes, { blog, settings: context.settings });
      await app.register(siteIndexRoutes, { blog });
    },
  };
}

export const area = 'content';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<ContentSettings> = createContentApi();
