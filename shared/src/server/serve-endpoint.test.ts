/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { SiteApi } from '../routing/site-api';
import { serveEndpoint } from './serve-endpoint';
import { callEndpoint, defineEndpoint, endpointPath } from '../api/endpoint';

const getPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/content/posts/:slug',
  query: z.object({ preview: z.enum(['yes', 'no'], { error: 'preview is yes or no.' }).optional() }),
  response: z.object({ title: z.string() }),
});

const subscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/newsletter',
  body: z.object({ email: z.email({ error: 'Please enter a valid email address.' }) }),
  bodyLimit: 256,
  response: z.object({ ok: z.literal(true) }),
});

/** The area's API as the site server mounts it: under /api/<area>, answered in-process. */
async function areaServer() {
  const app = Fastify();
  await app.register(
    async (content) => {
      serveEndpoint(content, getPostEndpoint, async ({ params, query, reply }) => {
        if (params.slug !== 'elk-rut') {
          reply.code(404);
          return { ok: false, message: 'No article at that address.' };
        }
        return { title: query.preview === 'yes' ? 'Elk rut (preview)' : 'Elk rut' };
      });
    },
    { prefix: '/api/content' },
  );
  await app.register(
    async (planning) => {
      serveEndpoint(planning, subscribeEndpoint, async () => ({ ok: true as const }));
    },
    { prefix: '/api/planning' },
  );
  const siteApi: SiteApi = async (path, init) => {
    const answer = await app.inject({
      method: init?.method ?? 'GET',
      url: path,
      headers: init?.headers,
      payload: init?.body,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  };
  return { app, siteApi };
}

describe('endpointPath', () => {
  it('fills the path parameters encoded and keeps only the query values that are set', () => {
    expect(endpointPath(getPostEndpoint, { slug: 'a b/c' }, { preview: 'yes', page: undefined, tag: ['x', 'y'] })).toBe(
      '/api/content/posts/a%20b%2Fc?preview=yes&tag=x&tag=y',
    );
  });

  it('refuses a call without its path parameter rather than call the wrong address', () => {
    expect(() => endpointPath(getPostEndpoint, { slug: '' })).toThrow('Missing path parameter "slug"');
  });
});

describe('an endpoint served and called from one definition', () => {
  it('answers the browser client with the parsed body', async () => {
    const { app, siteApi } = await areaServer();
    await expect(
      callEndpoint(siteApi, getPostEndpoint, { params: { slug: 'elk-rut' }, query: { preview: 'yes' } }),
    ).resolves.toEqual({
      ok: true,
      status: 200,
      data: { title: 'Elk rut (preview)' },
    });
    await app.close();
  });

  it('turns a query the schema refuses into a 400 with the schema’s message, before the handler', async () => {
    const { app, siteApi } = await areaServer();
    const answer = await callEndpoint(siteApi, getPostEndpoint, {
      params: { slug: 'elk-rut' },
      query: { preview: 'maybe' },
    });
    expect(answer).toMatchObject({ ok: false, status: 400, message: 'preview is yes or no.' });
    await app.close();
  });

  it('passes the handler’s own status and message through', async () => {
    const { app, siteApi } = await areaServer();
    const answer = await callEndpoint(siteApi, getPostEndpoint, { params: { slug: 'nowhere' } });
    expect(answer).toMatchObject({ ok: false, status: 404, message: 'No article at that address.' });
    await app.close();
  });

  it('checks a posted body against the same schema the form uses', async () => {
    const { app, siteApi } = await areaServer();
    await expect(
      callEndpoint(siteApi, subscribeEndpoint, { body: { email: 'not an address' } }),
    ).resolves.toMatchObject({
      ok: false,
      status: 400,
      message: 'Please enter a valid email address.',
    });
    await expect(
      callEndpoint(siteApi, subscribeEndpoint, { body: { email: 'visitor@example.com' } }),
    ).resolves.toMatchObject({
      ok: true,
      data: { ok: true },
    });
    await app.close();
  });

  it('reads a body up to the endpoint’s own limit, and no further', async () => {
    const { app } = await areaServer();
    const post = (email: string) => app.inject({ method: 'POST', url: '/api/planning/newsletter', payload: { email } });
    expect((await post('visitor@example.com')).statusCode).toBe(200);
    expect((await post(`${'a'.repeat(300)}@example.com`)).statusCode).toBe(413);
    await app.close();
  });

  it('refuses to serve an endpoint that takes a body without saying how much', async () => {
    const unbounded = { ...subscribeEndpoint, bodyLimit: undefined };
    const app = Fastify();
    await expect(
      app.register(
        async (planning) => {
          serveEndpoint(planning, unbounded, async () => ({ ok: true as const }));
        },
        { prefix: '/api/planning' },
      ),
    ).rejects.toThrow('The endpoint POST /api/planning/newsletter takes a body: give it a bodyLimit.');
    await app.close();
  });

  it('reports an answer not in the promised form instead of handing it on', async () => {
    const siteApi: SiteApi = async () => new Response(JSON.stringify({ heading: 'wrong field' }), { status: 200 });
    await expect(callEndpoint(siteApi, getPostEndpoint, { params: { slug: 'elk-rut' } })).resolves.toMatchObject({
      ok: false,
      status: 200,
      message: 'The answer was not in the expected form.',
    });
  });

  it('refuses to serve an endpoint under another area’s prefix', async () => {
    const app = Fastify();
    await expect(
      app.register(
        async (lodging) => {
          serveEndpoint(lodging, subscribeEndpoint, async () => ({ ok: true as const }));
        },
        { prefix: '/api/lodging' },
      ),
    ).rejects.toThrow('The endpoint /api/planning/newsletter is not under /api/lodging');
    await app.close();
  });

  it('takes a zod/mini schema as well, for pages that cannot load the whole of zod', async () => {
    const weatherEndpoint = defineEndpoint({
      method: 'GET',
      path: '/api/conditions/weather/:place',
      response: zm.object({ place: zm.string(), temperature: zm.number() }),
    });
    const app = Fastify();
    await app.register(
      async (conditions) => {
        serveEndpoint(conditions, weatherEndpoint, async ({ params }) => ({ place: params.place, temperature: 41 }));
      },
      { prefix: '/api/conditions' },
    );
    const siteApi: SiteApi = async (path) => {
      const answer = await app.inject({ method: 'GET', url: path });
      return new Response(answer.body, { status: answer.statusCode });
    };
    const answer = await callEndpoint(siteApi, weatherEndpoint, { params: { place: 'estes-park' } });
    expect(answer).toEqual({ ok: true, status: 200, data: { place: 'estes-park', temperature: 41 } });
    await app.close();
  });
});
