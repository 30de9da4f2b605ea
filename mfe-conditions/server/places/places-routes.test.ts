/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { registerPlaceRoutes } from './index';
import { renderWebcamFrame, skyAt } from './webcam-frames';
import { webcams } from '../../src/data/webcams';

const app = Fastify();
beforeAll(async () => {
  await registerPlaceRoutes(app, () => new Date('2026-01-15T22:05:00Z'));
  await app.ready();
});
afterAll(() => app.close());

describe('webcam frames', () => {
  it('serves each camera its own SVG frame with the time it was made', async () => {
    const answer = await app.inject({ url: '/webcams/lake-estes/frame.svg?t=123' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toContain('<svg');
    expect(answer.body).toContain('Lake Estes · 3:05 PM MST');
    const other = await app.inject({ url: '/webcams/elkhorn-avenue/frame.svg' });
    expect(other.body).not.toBe(answer.body);
  });

  it('answers 404 with a message for an unknown camera', async () => {
    const answer = await app.inject({ url: '/webcams/nowhere/frame.svg' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: "There is no webcam called 'nowhere'." });
  });

  it('draws every camera, escaping its text', () => {
    for (const camera of webcams) {
      const svg = renderWebcamFrame({ ...camera, name: `${camera.name} <&>` }, new Date('2026-07-01T18:00:00Z'));
      expect(svg).toContain('&lt;&amp;&gt;');
      expect(svg).not.toContain('<&>');
    }
  });

  it('paints night, dawn, day and dusk skies', () => {
    expect(skyAt(2).stars).toBe(true);
    expect(skyAt(7).top).not.toBe(skyAt(12).top);
    expect(skyAt(18).lights).toBe(true);
    expect(skyAt(12).stars).toBe(false);
  });
});

describe('map stylesheet', () => {
  it('serves the map library’s CSS from the site', async () => {
    const answer = await app.inject({ url: '/places/leaflet.css' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.body).toContain('.leaflet-container');
  });
});
