/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { paths } from '@estes/shared/core';
import { searchDocumentsPath } from '@estes/shared/server';
import { searchDocumentRoutes } from './search-documents';

describe('the conditions area’s search documents', () => {
  it('answer /getting-around as a guide, findable by what a visitor asks for', async () => {
    const app = Fastify();
    await app.register(searchDocumentRoutes);
    const answer = await app.inject({ method: 'GET', url: searchDocumentsPath });
    expect(answer.statusCode).toBe(200);
    const { documents } = answer.json<{
      documents: { kind: string; path: string; title: string; keywords: string }[];
    }>();
    const guide = documents.find((document) => document.path === paths.gettingAround());
    expect(guide?.kind).toBe('guide');
    expect(`${guide?.title} ${guide?.keywords}`).toMatch(/shuttle[\s\S]*parking/i);
    await app.close();
  });
});
