/**
 * Head metadata of the content area's routes: the one source the site server renders into
 * the HTML and the shell applies on client-side navigation.
 */
import type { AreaRouteMeta } from '@estes/shared';
import { simplePageMeta } from '@estes/shared/seo';
import { legalPageMeta } from './features/legal/legal-meta';

export const routeMeta: AreaRouteMeta<'content'> = {
  'content.blog': (context) =>
    simplePageMeta(context, {
      title: 'Local Intel: Estes Park Stories & Expert Guides',
      description:
        'Local stories and expert guides to Estes Park and Rocky Mountain National Park: hikes, wildlife, dining, seasons and insider tips from people who live here.',
      keywords: ['Estes Park blog', 'Rocky Mountain National Park guide', 'Estes Park tips', 'local intel'],
      crumb: 'Blog',
      schemaType: 'Blog',
    }),
  'content.article': (context) =>
    simplePageMeta(context, {
      title: 'Local Intel Guide',
      description: 'A local’s guide to Estes Park and Rocky Mountain National Park from the Local Intel blog.',
      keywords: ['Estes Park', 'Rocky Mountain National Park', 'local guide'],
      parents: [{ name: 'Blog', path: '/blog' }],
      schemaType: 'Article',
    }),
  'content.privacyPolicy': (context) => legalPageMeta('privacy-policy', context),
  'content.termsOfService': (context) => legalPageMeta('terms-of-service', context),
  'content.accessibility': (context) => legalPageMeta('accessibility', context),
};
