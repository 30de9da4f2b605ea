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
        'Estes Park hotels, lodges, cabins and vacation homes near Rocky Mountain National Park, with our booking partner’s prices and availability for your dates.',
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
          'Photos, rooms, facilities, policies and our booking partner’s prices for your dates at this Estes Park property.',
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
          'Photos, facilities, house rules and our booking partner’s prices for your dates at this Estes Park stay.',
          'Estes Park vacation rental',
        );
  },
};

/**
 * A property's head when its details are not known (the loader answered 404, has not run, or the
 * partner could not be read): a page with nothing of its own to index.
 */
const propertyFallbackMeta = (context: RouteMetaContext, description: string, stayKeyword: string) => ({
  ...simplePageMeta(context, {
    title: 'Property Details',
    description,
    keywords: ['Estes Park lodging', stayKeyword, 'book Estes Park'],
    parents: [{ name: 'Accommodations', path: '/accommodations' }],
  }),
  indexable: false,
});
