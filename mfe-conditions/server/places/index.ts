/**
 * The webcams and downtown endpoints of the conditions API (under /api/conditions/):
 * - GET webcams/:id/frame.svg — the camera's current frame (see webcam-frames.ts); `?t=` is only
 *   there to make each refresh a new URL. Unknown cameras answer 404 with a message.
 * - GET places/leaflet.css — the map library's stylesheet, served by the site so the map needs
 *   no other style origin; the downtown map modal adds it when it opens.
 */
import type { FastifyInstance } from 'fastify';
// Bundled into the area's server build, so the deployed version serves the stylesheet of the
// map library its pages were built with, whatever the site server has installed.
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { webcams } from '../../src/data/webcams';
import { renderWebcamFrame } from './webcam-frames';

export async function registerPlaceRoutes(app: FastifyInstance, now: () => Date = () => new Date()): Promise<void> {
  app.get<{ Params: { id: string } }>('/webcams/:id/frame.svg', async (request, reply) => {
    const camera = webcams.find((entry) => entry.id === request.params.id);
    if (!camera) {
      return reply.code(404).send({ error: `There is no webcam called '${request.params.id}'.` });
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=30')
      .send(renderWebcamFrame(camera, now()));
  });

  app.get('/places/leaflet.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(leafletCss),
  );
}
