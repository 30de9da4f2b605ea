/**
 * What the site search finds in the conditions area (GET /api/conditions/search-documents): the
 * guide pages a visitor looks for by what they want to do rather than by a place's name. Today
 * that is /getting-around (shuttles, parking, trailhead fill times, safety and emergency numbers).
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '@estes/shared/core';
import { searchDocumentsPath, type SearchDocument } from '@estes/shared/server';
import { gettingAroundDescription } from '../../src/features/getting-around/getting-around-text';

export const conditionsSearchDocuments: readonly SearchDocument[] = [
  {
    kind: 'guide',
    title: 'Getting around: shuttles, parking and park safety',
    // The page's own description (its head reads the same text).
    summary: gettingAroundDescription,
    path: paths.gettingAround(),
    keywords:
      'hiker shuttle bus transit trolley park and ride parking garage structure Bear Lake trailhead lightning altitude wildlife Leave No Trace emergency 911',
  },
];

export async function searchDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get(searchDocumentsPath, async () => ({ documents: conditionsSearchDocuments }));
}
