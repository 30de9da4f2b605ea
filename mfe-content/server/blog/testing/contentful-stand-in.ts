/**
 * A local stand-in for Contentful's Content Delivery API, for tests only: it answers
 * GET /spaces/{space}/environments/{environment}/entries the way the real service does
 * (sys, fields, includes with linked assets, rich-text documents, error bodies with a request
 * id, 401 for a bad token, 429 rate limits with x-contentful-ratelimit-reset), and records the
 * queries it was sent, so tests run the real SDK against it through CONTENTFUL_HOST.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInEntry {
  id: string;
  createdAt: string;
  fields: Record<string, unknown>;
}

export interface StandInAsset {
  id: string;
  title: string;
  description: string;
  url: string;
  width: number;
  height: number;
}

export interface StandInOptions {
  space: string;
  accessToken: string;
  environment?: string;
  entries: StandInEntry[];
  assets?: StandInAsset[];
}

export type StandInMode =
  { kind: 'ok' } | { kind: 'server-error' } | { kind: 'rate-limited'; times: number } | { kind: 'garbage' };

export interface ContentfulStandIn {
  /** For CONTENTFUL_HOST, e.g. http://127.0.0.1:43123 */
  url: string;
  requests: { path: string; query: URLSearchParams }[];
  setMode(mode: StandInMode): void;
  close(): Promise<void>;
}

const sysOfEntry = (space: string, environment: string, entry: StandInEntry) => ({
  space: { sys: { type: 'Link', linkType: 'Space', id: space } },
  environment: { sys: { type: 'Link', linkType: 'Environment', id: environment } },
  contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blogPost' } },
  id: entry.id,
  type: 'Entry',
  createdAt: entry.createdAt,
  updatedAt: entry.createdAt,
  revision: 1,
  locale: 'en-US',
});

function assetJson(space: string, asset: StandInAsset) {
  return {
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      id: asset.id,
      type: 'Asset',
      locale: 'en-US',
    },
    fields: {
      title: asset.title,
      description: asset.description,
      file: {
        url: asset.url,
        contentType: 'image/jpeg',
        fileName: `${asset.id}.jpg`,
        details: { size: 1000, image: { width: asset.width, height: asset.height } },
      },
    },
  };
}

function errorBody(id: string, message: string) {
  return { sys: { type: 'Error', id }, message, requestId: `stand-in-${Math.random().toString(16).slice(2, 10)}` };
}

/** Filters and ordering the blog's queries use, as the real API applies them. */
function query(entries: StandInEntry[], params: URLSearchParams): StandInEntry[] {
  // Every stand-in entry is a blogPost: another content type matches nothing.
  const type = params.get('content_type');
  let result = type === null || type === 'blogPost' ? entries : [];
  for (const [key, value] of params) {
    if (!key.startsWith('fields.')) continue;
    const field = key.slice('fields.'.length);
    result = result.filter((entry) => String(entry.fields[field]) === value);
  }
  const order = params.get('order');
  if (order) {
    const descending = order.startsWith('-');
    const field = order.replace(/^-?fields\./, '');
    result = [...result].sort((a, b) => {
      const compare = String(a.fields[field] ?? '').localeCompare(String(b.fields[field] ?? ''));
      return descending ? -compare : compare;
    });
  }
  return result;
}

export async function startContentfulStandIn(options: StandInOptions): Promise<ContentfulStandIn> {
  const environment = options.environment ?? 'master';
  const requests: ContentfulStandIn['requests'] = [];
  let mode: StandInMode = { kind: 'ok' };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, query: url.searchParams });
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return send(
        response,
        401,
        errorBody('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.'),
      );
    }
    if (mode.kind === 'rate-limited' && mode.times > 0) {
      mode = { kind: 'rate-limited', times: mode.times - 1 };
      return send(
        response,
        429,
        errorBody('RateLimitExceeded', 'You have exceeded the rate limit of the Organization this Space belongs to.'),
        {
          'x-contentful-ratelimit-reset': '0',
        },
      );
    }
    if (mode.kind === 'server-error') return send(response, 500, errorBody('ServerError', 'Internal server error.'));
    if (mode.kind === 'garbage') return send(response, 200, '<html>not json</html>');
    const entriesPath = `/spaces/${options.space}/environments/${environment}/entries`;
    if (url.pathname !== entriesPath) {
      return send(response, 404, errorBody('NotFound', 'The resource could not be found.'));
    }
    const limit = Math.min(Number(url.searchParams.get('limit') ?? '100'), 1000);
    const matched = query(options.entries, url.searchParams);
    const page = matched.slice(0, limit);
    const select = url.searchParams.get('select')?.split(',');
    const items = page.map((entry) => {
      const fields = select
        ? Object.fromEntries(
            select
              .filter((path) => path.startsWith('fields.'))
              .map((path) => {
                const name = path.slice('fields.'.length);
                return [name, entry.fields[name]];
              }),
          )
        : entry.fields;
      return { metadata: { tags: [] }, sys: sysOfEntry(options.space, environment, entry), fields };
    });
    const linkedAssetIds = new Set(
      JSON.stringify(items)
        .match(/"linkType":"Asset","id":"([^"]+)"/g)
        ?.map((m) => m.split('"id":"')[1]?.slice(0, -1)),
    );
    const assets = (options.assets ?? [])
      .filter((asset) => linkedAssetIds.has(asset.id))
      .map((asset) => assetJson(options.space, asset));
    return send(response, 200, {
      sys: { type: 'Array' },
      total: matched.length,
      skip: 0,
      limit,
      items,
      ...(assets.length ? { includes: { Asset: assets } } : {}),
    });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
