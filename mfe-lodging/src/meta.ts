/**
 * Head metadata of the lodging area's routes: the one source the site server renders into
 * the HTML and the shell applies on client-side navigation.
 */
import { paths, type AreaRouteMeta, type RouteMetaContext } from '@estes/shared';
import { propertyPageMeta, type PropertySeo } from './features/property/property-seo';
import { simplePageMeta } from '@estes/shared/seo';

export const routeMeta: AreaRouteMeta<'lodging'> = {
  'lodging.listing': (context) =>
    simplePageMeta(context, {
      title: 'Estes Park Lodging: Hotels, Cabins & Vacation Rentals',
      description:
        'Compare Estes Park hotels, cabins, vacation homes and resorts near Rocky Mountain National Park, with ratings, nightly prices and booking through trusted partners.',
      keywords: [
        'Estes Park lodging',
        'Estes Park hotels',
        'Estes Park cabins',
        'vacation rentals Estes Park',
        'Rocky Mountain National Park lodging',
      ],
      crumb: 'Accommodations',
      schemaType: 'CollectionPage',
    }),
  'lodging.property': (context) => {
    const seo = (context.data as { seo?: PropertySeo } | undefined)?.seo;
    return seo
      ? propertyPageMeta(context, seo)
      : propertyFallbackMeta(
          context,
          'Rooms, amenities, policies, nearby attractions and nightly prices for this Estes Park property, with booking through our partners.',
          'Estes Park property',
        );
  },
  // The compact phone view of a property: the property's page is the one canonical URL of it
  // (decision in docs/decisions/026-one-property-page.md).
  'lodging.mobileProperty': (context) => {
    const seo = (context.data as { seo?: PropertySeo } | undefined)?.seo;
    const id = context.params.id;
    return seo
      ? propertyPageMeta({ ...context, canonicalPath: id ? paths.property(id) : context.canonicalPath }, seo)
      : propertyFallbackMeta(
          context,
          'Photos, highlights, facilities and house rules for this Estes Park stay, with dates, guests and availability at a glance.',
          'Estes Park vacation rental',
        );
  },
};

/** A property's head before its data is known (the loader answered 404 or has not run). */
const propertyFallbackMeta = (context: RouteMetaContext, description: string, stayKeyword: string) =>
  simplePageMeta(context, {
    title: 'Property Details',
    description,
    keywords: ['Estes Park lodging', stayKeyword, 'book Estes Park'],
    parents: [{ name: 'Accommodations', path: '/accommodations' }],
  });
