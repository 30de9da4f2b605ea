/**
 * @jest-environment node
 */
import { createServer as createHttpServer } from 'node:http';
import { closedPort } from '../http/testing/closed-port';
import Fastify, { type FastifyInstance } from 'fastify';
import { webcams } from '../../src/data/webcams';
import { parseWebcamStatuses } from '../../src/domain/webcams';
import { placeRoutes } from './index';
import { standInJpeg, startCameraStandIn, type CameraStandIn } from '../stand-ins/camera-stand-in';
import {
  createWebcamImageStore,
  webcamImageRefreshMs,
  webcamImageRetryMs,
  type WebcamImageStoreOptions,
} from './webcam-images';

const frameTime = new Date('2026-11-23T13:02:00Z');
let standIn: CameraStandIn;
let clock: number;

beforeEach(async () => {
  standIn = await startCameraStandIn(0, frameTime);
  clock = Date.parse('2026-11-23T13:05:00Z');
});
afterEach(() => standIn.close());

function store(overrides: Partial<WebcamImageStoreOptions> = {}) {
  return createWebcamImageStore({ baseUrl: standIn.url, cameras: webcams, now: () => clock, ...overrides });
}

async function api(overrides: Partial<WebcamImageStoreOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  const webcamImages = store(overrides);
  await app.register(placeRoutes, { webcamImages, prefix: '/api/conditions' });
  return app;
}

describe('the cameras', () => {
  it('are the six NPS Rocky Mountain cameras, each with its public image file', () => {
    expect(webcams.map((camera) => camera.imageFile).sort()).toEqual([
      'alpine_visitor_center.jpg',
      'bme.jpg',
      'fre.jpg',
      'glacier_basin.jpg',
      'kawuneeche_valley.jpg',
      'longs_peak.jpg',
    ]);
    for (const camera of webcams) {
      expect(camera.liveUrl).toBe('https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm');
    }
  });
});

describe('GET /api/conditions/webcams/:id/image.jpg', () => {
  it('serves the camera’s real picture from our origin with the time the camera took it', async () => {
    const app = await api();
    const answer = await app.inject('/api/conditions/webcams/longs-peak/image.jpg?v=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['last-modified']).toBe(frameTime.toUTCString());
    expect(answer.rawPayload.equals(standInJpeg)).toBe(true);
    expect(standIn.requests).toEqual(['longs_peak.jpg']);
    await app.close();
  });

  it('asks the camera at most once per refresh interval', async () => {
    const app = await api();
    await app.inject('/api/conditions/webcams/bme/image.jpg'); // unknown id: nothing asked
    await app.inject('/api/conditions/webcams/beaver-meadows-entrance/image.jpg');
    clock += webcamImageRefreshMs - 1;
    await app.inject('/api/conditions/webcams/beaver-meadows-entrance/image.jpg');
    expect(standIn.requests).toEqual(['bme.jpg']);
    clock += 1;
    await app.inject('/api/conditions/webcams/beaver-meadows-entrance/image.jpg');
    expect(standIn.requests).toEqual(['bme.jpg', 'bme.jpg']);
    await app.close();
  });

  it('answers 404 for an unknown camera and 503 “Camera offline” with the last real frame’s time when it fails', async () => {
    const app = await api();
    expect((await app.inject('/api/conditions/webcams/nowhere/image.jpg')).statusCode).toBe(404);
    expect((await app.inject('/api/conditions/webcams/glacier-basin/image.jpg')).statusCode).toBe(200);
    standIn.failing.add('glacier_basin.jpg');
    clock += webcamImageRefreshMs;
    const offline = await app.inject('/api/conditions/webcams/glacier-basin/image.jpg');
    expect(offline.statusCode).toBe(503);
    expect(offline.json()).toEqual({ error: 'Camera offline', lastFrameTime: '2026-11-23T13:02:00.000Z' });
    await app.close();
  });
});

describe('GET /api/conditions/webcams/status', () => {
  it('gives each camera’s frame time, and offline cameras the time of their last real frame if any', async () => {
    standIn.failing.add('kawuneeche_valley.jpg');
    const app = await api();
    const first = parseWebcamStatuses((await app.inject('/api/conditions/webcams/status')).json());
    expect(first).toHaveLength(6);
    expect(first.find((camera) => camera.id === 'longs-peak')).toEqual({
      id: 'longs-peak',
      status: 'online',
      frameTime: '2026-11-23T13:02:00.000Z',
    });
    expect(first.find((camera) => camera.id === 'kawuneeche-valley')).toEqual({
      id: 'kawuneeche-valley',
      status: 'offline',
      lastFrameTime: null,
    });

    // The camera host goes down: every camera is offline, with the time of its last real frame.
    await standIn.close();
    clock += webcamImageRefreshMs;
    const later = parseWebcamStatuses((await app.inject('/api/conditions/webcams/status')).json());
    expect(later.find((camera) => camera.id === 'longs-peak')).toEqual({
      id: 'longs-peak',
      status: 'offline',
      lastFrameTime: '2026-11-23T13:02:00.000Z',
    });
    await app.close();
    standIn = await startCameraStandIn(0, frameTime);
  });
});

describe('the image store’s limits', () => {
  it('refuses a picture larger than the limit', async () => {
    const state = await store({ maxBytes: 10 }).state('longs-peak');
    expect(state).toEqual({
      status: 'offline',
      reason: 'the picture is larger than 10 bytes',
      lastFrameTime: undefined,
    });
  });

  it('gives up after the time limit', async () => {
    const hanging = await new Promise<{ url: string; close: () => void }>((resolve) => {
      const server = createHttpServer(() => undefined).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        resolve({
          url: `http://127.0.0.1:${port}/`,
          close: () => {
            server.closeAllConnections();
            server.close();
          },
        });
      });
    });
    const began = Date.now();
    const state = await store({ baseUrl: hanging.url, timeoutMs: 200 }).state('longs-peak');
    expect(Date.now() - began).toBeLessThan(3000);
    expect(state).toMatchObject({ status: 'offline', reason: 'no answer within 200 ms' });
    hanging.close();
  });

  it('is offline at once when nothing listens, and tries again after the retry interval', async () => {
    const images = store({ baseUrl: `http://127.0.0.1:${await closedPort()}/` });
    expect(await images.state('fall-river-entrance')).toMatchObject({ status: 'offline' });
    clock += webcamImageRetryMs;
    expect(await images.state('fall-river-entrance')).toMatchObject({ status: 'offline' });
  });
});

describe('map stylesheet', () => {
  it('serves the map library’s CSS from the site', async () => {
    const app = await api();
    const answer = await app.inject({ url: '/api/conditions/places/leaflet.css' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.body).toContain('.leaflet-container');
    await app.close();
  });
});
