/**
 * The areas' part of the console (decision 064): `GET /console/api/areas` lists each area's
 * live version, whether it has console pages (decision 071) and the entry of its console
 * container with that container's name (decision 075; the console's pages load each such
 * area's module from it), and `/console/api/areas/<area>/<rest>` hands a console request to the area's live API,
 * in-process (`inject`, no network), as `/api/<area>/console/<rest>` with the signed-in
 * account in `x-console-account`. The console plugin's checks have run first (same origin,
 * JSON, this route's body limit); the session is checked here. The area checks the role.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { areaNames, type AreaName } from '@estes/shared/core';
import type { ConsoleArea } from '@estes/shared/console';
import { areaConsoleSegment, consoleAccountHeader, consoleAccountHeaderValue } from '@estes/shared/server';
import { folderOf } from '@estes/platform';
import type { LiveSite } from '../live-site';
import {
  AreaConsoleModules,
  areaConsoleContainer,
  areaConsoleFolder,
  type VersionConsole,
} from './area-console-modules';
import type { ConsoleContext } from './console-context';
import { ConsoleError } from './console-requests';
import { sessionOf } from './session-guard';

/** The largest body handed to an area's console API: decisions and reasons, never files. */
export const areaConsoleBodyLimit = 64 * 1024;

/** What is copied back from the area's answer; the console's own headers are added after. */
const answerHeaders = ['content-type', 'content-disposition', 'retry-after', 'x-area-version'] as const;

const isAreaName = (name: string): name is AreaName => (areaNames as readonly string[]).includes(name);

/**
 * What the console is told of an area's live version. Its console container sits in the
 * version's folder, wherever the pointer's entry is (this site or a CDN), so the console's
 * Content-Security-Policy already allows it. A version whose manifests cannot be read is
 * loaded from where its console container would be, and a failure is said in its own words.
 */
function consoleArea(
  area: AreaName,
  live: { version: string; entry: string },
  found: VersionConsole | undefined,
): ConsoleArea {
  const inVersion = (file: string) => `${folderOf(live.entry)}${file}`;
  if (found === undefined) {
    return {
      area,
      version: live.version,
      entry: inVersion(`${areaConsoleFolder}/remoteEntry.js`),
      container: areaConsoleContainer(area),
    };
  }
  if (!found.exposesConsole) return { area, version: live.version, entry: live.entry, exposesConsole: false };
  return {
    area,
    version: live.version,
    // A version built before decision 075 keeps its console pages in its visitor container.
    entry: found.entry === undefined ? live.entry : inVersion(found.entry),
    container: found.container,
    exposesConsole: true,
  };
}

export async function areaConsoleRoutes(app: FastifyInstance, context: ConsoleContext, liveSite: LiveSite) {
  const consoleModules = new AreaConsoleModules(liveSite.remoteSource);
  app.get('/console/api/areas', async (request, reply) => {
    await sessionOf(context, request, reply);
    const { pointer } = await liveSite.remoteSource.snapshot();
    const listed = await Promise.all(
      areaNames.map(async (area): Promise<ConsoleArea[]> => {
        const live = pointer[area];
        if (!live) return [];
        return [consoleArea(area, live, await consoleModules.consoleOf(area, live.version))];
      }),
    );
    return { areas: listed.flat() };
  });

  const handOver = (request: FastifyRequest<{ Params: { area: string } }>, reply: FastifyReply) =>
    handOverToAreaConsole(context, liveSite, request, reply);
  for (const url of ['/console/api/areas/:area', '/console/api/areas/:area/*']) {
    app.route({ method: ['GET', 'POST', 'DELETE'], url, bodyLimit: areaConsoleBodyLimit, handler: handOver });
  }
}

async function handOverToAreaConsole(
  context: ConsoleContext,
  liveSite: LiveSite,
  request: FastifyRequest<{ Params: { area: string } }>,
  reply: FastifyReply,
) {
  const { account } = await sessionOf(context, request, reply);
  const { area } = request.params;
  // The rest is taken from the target as sent, after the area's name as written there.
  const prefix = `/console/api/areas/${area}`;
  if (!isAreaName(area) || !request.url.startsWith(prefix)) {
    throw new ConsoleError(404, 'The console has no area by that name.');
  }
  const rest = request.url.slice(prefix.length);
  const scope = await liveSite.scopeFor(request);
  try {
    const live = scope.snapshot.pointer[area];
    if (!live) throw new ConsoleError(404, `The ${area} area has no live version, so it has no console pages.`);
    const loaded = await scope.area(area).catch(() => {
      throw new ConsoleError(
        503,
        `The ${area} area (version ${live.version}) could not be loaded just now: try again in a moment.`,
      );
    });
    if (!loaded.api.hasConsoleApi) {
      throw new ConsoleError(404, `The ${area} area’s live version (${live.version}) has no console API.`);
    }
    const sendsBody = request.body !== undefined && request.body !== null && request.method !== 'GET';
    const answer = await loaded.api.inject({
      method: request.method as 'GET' | 'POST' | 'DELETE',
      url: `/api/${area}/${areaConsoleSegment}${rest}`,
      remoteAddress: request.ip,
      headers: {
        [consoleAccountHeader]: consoleAccountHeaderValue(account),
        accept: request.headers.accept ?? 'application/json',
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(sendsBody ? { payload: JSON.stringify(request.body) } : {}),
    });
    for (const name of answerHeaders) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  } finally {
    scope.release();
  }
}
