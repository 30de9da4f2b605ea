/**
 * @jest-environment node
 *
 * `serveEndpoint` serving a form's endpoint: a plain form post's fields, and a multipart body's
 * fields and files within the definition's bounds, kept in a folder of the request's own that
 * is gone once the request ends, whatever its outcome.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerReader, defineEndpoint } from '../api/endpoint';
import { serveEndpoint, type EndpointUpload } from './serve-endpoint';

const answer = answerReader((value) => value);

const messageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/messages',
  bodyLimit: 1024,
  formPost: true,
  response: answer,
});

const photoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/planning/photo-posts',
  bodyLimit: 1024,
  formPost: true,
  multipart: { fileField: 'photos', keptFiles: 2, fileBytes: 100, files: 5, fields: 5, fieldBytes: 64, parts: 8 },
  response: answer,
});

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function multipartPost(parts: readonly Part[]) {
  const boundary = '----serve-endpoint-test';
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Seen {
  fields: Record<string, unknown>;
  upload?: Omit<EndpointUpload, 'remove'> & { contents: string[] };
}

let app: FastifyInstance;
let uploadsIn: string;
let seen: Seen[];

beforeEach(async () => {
  uploadsIn = path.join(await mkdtemp(path.join(os.tmpdir(), 'serve-endpoint-forms-')), 'uploads');
  seen = [];
  app = Fastify({ logger: false });
  await app.register(
    async (planning) => {
      // The area's own error answers apply to what the body's reading refuses.
      planning.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
        reply.code(error.statusCode ?? 500).send({ ok: false, message: `refused with ${error.statusCode ?? 500}` }),
      );
      serveEndpoint(planning, messageEndpoint, async ({ fields }) => {
        seen.push({ fields });
        return { ok: true };
      });
      serveEndpoint(
        planning,
        photoEndpoint,
        async ({ fields, upload }) => {
          const contents = await Promise.all((upload?.files ?? []).map((file) => readFile(file.file, 'utf8')));
          seen.push({ fields, ...(upload ? { upload: { ...upload, contents } } : {}) });
          return { ok: true };
        },
        { uploadsIn },
      );
    },
    { prefix: '/api/planning' },
  );
});

afterEach(async () => {
  await app.close();
});

const requestFolders = async () => (existsSync(uploadsIn) ? readdir(uploadsIn) : []);

describe('a form’s endpoint', () => {
  it('reads a plain form post, its repeated names as a list, and JSON the same way', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/planning/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada&interests=hiking&interests=fishing',
    });
    expect(plain.statusCode).toBe(200);
    const json = await app.inject({ method: 'POST', url: '/api/planning/messages', payload: { name: 'Grace' } });
    expect(json.statusCode).toBe(200);
    expect(seen.map((call) => call.fields)).toEqual([
      { name: 'Ada', interests: ['hiking', 'fishing'] },
      { name: 'Grace' },
    ]);
  });

  it('refuses a plain form post over the body limit before the handler', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/planning/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=${'a'.repeat(2000)}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(seen).toEqual([]);
  });

  it('refuses a multipart body where the definition takes none', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/planning/messages',
      ...multipartPost([{ name: 'name', value: 'Ada' }]),
    });
    expect(answer.statusCode).toBe(415);
    expect(seen).toEqual([]);
  });

  it('keeps the first files of its file field, counts the rest, skips other fields’ files, and removes them all after', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/planning/photo-posts',
      ...multipartPost([
        { name: 'eventName', value: 'Elk Fest' },
        { name: 'photos', filename: 'one.png', bytes: Buffer.from('first') },
        { name: 'other', filename: 'x.png', bytes: Buffer.from('not kept') },
        { name: 'photos', filename: '', bytes: Buffer.from('') },
        { name: 'photos', filename: 'two.png', bytes: Buffer.from('second') },
        { name: 'photos', filename: 'three.png', bytes: Buffer.from('third') },
      ]),
    });
    expect(answer.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.fields).toEqual({ eventName: 'Elk Fest' });
    expect(call?.upload?.files.map((file) => file.originalName)).toEqual(['one.png', 'two.png']);
    expect(call?.upload?.contents).toEqual(['first', 'second']);
    expect(call?.upload?.dropped).toBe(1);
    expect(path.dirname(call?.upload?.folder ?? '')).toBe(uploadsIn);
    expect(await requestFolders()).toEqual([]);
  });

  it.each([
    ['a file over its size', [{ name: 'photos', filename: 'big.png', bytes: Buffer.alloc(101, 1) }]],
    [
      'more files than it takes at all',
      Array.from({ length: 6 }, (_, index) => ({ name: 'other', filename: `${index}.png`, bytes: Buffer.from('x') })),
    ],
    ['more fields than it takes', Array.from({ length: 6 }, (_, index) => ({ name: `f${index}`, value: 'x' }))],
  ])('refuses %s with 413, through the area’s error answer, and keeps nothing', async (_what, parts) => {
    const answer = await app.inject({ method: 'POST', url: '/api/planning/photo-posts', ...multipartPost(parts) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ ok: false, message: 'refused with 413' });
    expect(seen).toEqual([]);
    expect(await requestFolders()).toEqual([]);
  });

  it('answers a body cut short in the middle of a file with 400, and keeps nothing', async () => {
    const { payload, headers } = multipartPost([{ name: 'photos', filename: 'one.png', bytes: Buffer.alloc(50, 1) }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/planning/photo-posts',
      headers,
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(answer.statusCode).toBe(400);
    expect(seen).toEqual([]);
    expect(await requestFolders()).toEqual([]);
  });

  it('refuses to serve files without a place for them', async () => {
    const bare = Fastify();
    await expect(
      bare.register(
        async (planning) => {
          serveEndpoint(planning, photoEndpoint, async () => ({ ok: true }));
        },
        { prefix: '/api/planning' },
      ),
    ).rejects.toThrow('The endpoint POST /api/planning/photo-posts takes files: say where they arrive (uploadsIn).');
    await bare.close();
  });
});
