/**
 * The Rocky Mountain National Park cameras the page shows: the ones the National Park Service
 * publishes on its webcams page (https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm),
 * each with its public image file in the park's webcam folder
 * (https://www.nps.gov/webcams-romo/{file}). The server fetches and caches those images and
 * serves them from our origin (server/places/webcam-images.ts); `liveUrl` is the operator's page.
 * Cameras without a public image the site may fetch are not listed.
 *
 * The cameras are data, kept in `webcams.json` (decision 034); this loader checks every entry
 * against the camera's shape when the module loads.
 */
import type { Webcam } from '../domain/webcams';
import webcamsJson from './webcams.json' with { type: 'json' };

export const webcams = webcamsJson as readonly Webcam[];
