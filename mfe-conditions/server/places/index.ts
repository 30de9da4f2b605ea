/**
 * The webcams and downtown endpoints of the conditions API (under /api/conditions/):
 * - GET webcams/status — each camera's state: online with the time of its real picture, or
 *   offline with the time of the last real picture, if any.
 * - GET webcams/:id/image.jpg — the camera's current real picture, fetched from the operator and
 *   cached by the server (webcam-images.ts), served from our origin with its Last-Modified; 503
 *   with a message when the camera cannot be reached. `?v=` only makes a new picture a new URL.
 * - GET places/leaflet.css — the map library's stylesheet, served by the site so the map needs
 *   no other style origin; the downtown map modal adds it when it opens.
 */
import type { FastifyPluginAsync } from 'fastify';
import { declarePageFreshness, serveEndpoint } from '@estes/shared/server';
// Bundled into the area's server build, so the deployed version serves the stylesheet of the
// map library its pages were built with, whatever the site server has installed.
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { webcams } from '../../src/data/webcams';
import { getWebcamStatusesEndpoint } from '../../src/api/get-webcam-statuses';
import type { WebcamStatus } from '../../src/domain/webcams';
import { createWebcamImageStore, npsWebcamImageBaseUrl, type WebcamImageStore } from './webcam-images';

export interface PlaceRoutesOptions {
  /** The operator's image folder (WEBCAM_IMAGE_BASE_URL); the NPS folder by default. */
  webcamImageBaseUrl?: string | undefined;
  /** A store of its own (tests). */
  webcamImages?: WebcamImageStore;
}

/** The places capability: the cameras' status and pictures, and the map's stylesheet. */
export const placeRoutes: FastifyPluginAsync<PlaceRoutesOptions> = async (app, options) => {
  const images =
    options.webcamImages ??
    createWebcamImageStore({ baseUrl: options.webcamImageBaseUrl ?? npsWebcamImageBaseUrl, cameras: webcams });

  serveEndpoint(app, getWebcamStatusesEndpoint, async ({ reply }) => {
    const cameras = await Promise.all(
      webcams.map(async (camera): Promise<WebcamStatus> => {
        const state = await images.state(camera.id);
        return state?.status === 'online'
          ? { id: camera.id, status: 'online', frameTime: state.frame.frameTime ?? null }
          : { id: camera.id, status: 'offline', lastFrameTime: state?.lastFrameTime ?? null };
      }),
    );
    // A camera's frame is fetched again after a minute or so: pages showing it follow.
    declarePageFreshness(reply, { maxAgeSeconds: 60 });
    reply.header('cache-control', 'no-cache');
    return { cameras };
  });

  app.get<{ Params: { id: string } }>('/webcams/:id/image.jpg', async (request, reply) => {
    const state = await images.state(request.params.id);
    if (!state) {
      return reply.code(404).send({ error: `There is no webcam called '${request.params.id}'.` });
    }
    if (state.status === 'offline') {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ error: 'Camera offline', lastFrameTime: state.lastFrameTime ?? null });
    }
    const { frame } = state;
    if (frame.frameTime) reply.header('last-modified', new Date(frame.frameTime).toUTCString());
    return reply
      .header('content-type', frame.contentType)
      .header('cache-control', 'public, max-age=60')
      .send(frame.bytes);
  });

  app.get('/places/leaflet.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(leafletCss),
  );
};
