/** @jest-environment node */
import * as z from 'zod/mini';
import type { SiteApi } from '@estes/shared';
import { answerReader, callEndpoint, defineEndpoint } from '@estes/shared/api';
import { parseWebcamStatuses } from './webcams';

const answering =
  (body: unknown): SiteApi =>
  async () =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('a zod/mini schema as an endpoint’s response', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/api/conditions/example',
    response: z.object({ temperature: z.number() }),
  });

  it('gives the parsed answer', async () => {
    await expect(callEndpoint(answering({ temperature: 41 }), endpoint)).resolves.toEqual({
      ok: true,
      status: 200,
      data: { temperature: 41 },
    });
  });

  it('reports an answer not in its shape', async () => {
    await expect(callEndpoint(answering({ temperature: 'warm' }), endpoint)).resolves.toMatchObject({
      ok: false,
      message: 'The answer was not in the expected form.',
    });
  });
});

describe('a reader as an endpoint’s response', () => {
  it('reads every answer its own way: the cameras it can read, the others left out', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/conditions/webcams/status',
      response: answerReader((body) => ({ cameras: parseWebcamStatuses(body) })),
    });
    const body = { cameras: [{ id: 'longs-peak', status: 'online', frameTime: null }, { id: 7 }] };
    await expect(callEndpoint(answering(body), endpoint)).resolves.toEqual({
      ok: true,
      status: 200,
      data: { cameras: [{ id: 'longs-peak', status: 'online', frameTime: null }] },
    });
  });
});
