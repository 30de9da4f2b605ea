/**
 * `GET /api/planning/downtown-places` (the contract in @estes/shared/api/planning/downtown-places): the
 * downtown guide's places from the directory, each with its live facts from the same service as
 * `GET /api/planning/places/facts`, so /downtown and /restaurants never show one place two ways
 * (docs/rules/planning.md#downtown-places). A place the provider says closed for good is left out.
 */
import type { FastifyInstance } from 'fastify';
import { declarePageFreshness, serveEndpoint } from '@estes/shared/server';
import { paths } from '@estes/shared/core';
import { downtownPlacesEndpoint, type DowntownPlace } from '@estes/shared/api/planning/downtown-places';
import { downtownDirectoryPlaces, type DowntownDirectoryPlace } from '../../src/data/downtown-places';
import { mapsSearchUrl } from '@estes/shared/planning/place-facts';
import type { PlaceFactsService } from './place-facts-service';

/** Where the place has its card on our site, if a directory of ours lists it. */
function listingPathOf(place: DowntownDirectoryPlace): string | null {
  if (place.listedIn === 'restaurants') return `${paths.restaurants()}#restaurant-${place.id}`;
  if (place.listedIn === 'things-to-do') return `${paths.thingsToDo()}#activity-${place.id}`;
  return null;
}

export function downtownPlacesRoute(app: FastifyInstance, service: PlaceFactsService) {
  serveEndpoint(app, downtownPlacesEndpoint, async ({ reply }) => {
    const result = await service.facts(downtownDirectoryPlaces.map((place) => place.id));
    reply.header('cache-control', 'no-cache');
    if (!result.ok) throw new Error(result.message);
    declarePageFreshness(reply, { maxAgeSeconds: result.freshForSeconds });
    const factsById = new Map(result.answer.places.map((entry) => [entry.id, entry]));
    const places: DowntownPlace[] = [];
    for (const place of downtownDirectoryPlaces) {
      const facts = factsById.get(place.id);
      if (!facts || facts.state === 'closed-permanently') continue;
      places.push({
        id: place.id,
        name: place.name,
        category: place.category,
        subcategory: place.subcategory,
        address: place.address,
        description: place.description,
        priceRange: place.priceRange,
        featured: place.featured,
        specialties: [...place.specialties],
        features: [...place.features],
        position: { ...place.position },
        listingPath: listingPathOf(place),
        searchUrl: mapsSearchUrl(place.name, place.address),
        facts,
      });
    }
    return { providerName: result.answer.providerName, places };
  });
}
