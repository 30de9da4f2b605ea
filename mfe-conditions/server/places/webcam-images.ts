/**
 * The cameras' real pictures, fetched by the server and served from our own origin (so the page's
 * CSP holds and visitors never load the operator's site). Each camera's image is fetched at most
 * once per refresh interval, with a time limit and a size limit; the picture's time is the
 * operator's Last-Modified. When a camera cannot be reached, its status says so and keeps the
 * time of the last real frame; its old picture is not served as current.
 */
import { readLimitedBody } from '@estes/shared/server';

export const webcamImageTimeoutMs = 5_000;
export const webcamImageMaxBytes = 2 * 1024 * 1024;
/** A good picture is kept this long before the camera is asked again. */
export const webcamImageRefreshMs = 3 * 60_000;
/** A camera that failed is asked again after this long. */
export const webcamImageRetryMs = 60_000;

export interface WebcamImageSource {
  id: string;
  /** The image's file name under the operator's base URL, e.g. `longs_peak.jpg`. */
  imageFile: string;
}

export interface WebcamFrame {
  bytes: Buffer;
  contentType: string;
  /** When the camera took the picture, as the operator states it (Last-Modified), ISO. */
  frameTime: string | undefined;
  /** When we fetched it, ISO. */
  fetchedAt: string;
}

export type WebcamImageState =
  { status: 'online'; frame: WebcamFrame } | { status: 'offline'; reason: string; lastFrameTime: string | undefined };

export interface WebcamImageStoreOptions {
  /** The operator's image folder (WEBCAM_IMAGE_BASE_URL); tests point it at a stand-in. */
  baseUrl: string;
  cameras: readonly WebcamImageSource[];
  timeoutMs?: number;
  maxBytes?: number;
  refreshMs?: number;
  retryMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export interface WebcamImageStore {
  /** The camera's current state, fetching it when due; undefined for an unknown camera. */
  state(id: string): Promise<WebcamImageState | undefined>;
}

interface Entry {
  state: WebcamImageState;
  expiresAt: number;
  lastFrameTime: string | undefined;
}

/** The operator's default image folder: the NPS Rocky Mountain National Park webcams. */
export const npsWebcamImageBaseUrl = 'https://www.nps.gov/webcams-romo/';

export function webcamImageUrl(baseUrl: string, imageFile: string): URL {
  return new URL(imageFile, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

function isoOrUndefined(httpDate: string | null): string | undefined {
  if (!httpDate) return undefined;
  const time = Date.parse(httpDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function createWebcamImageStore(options: WebcamImageStoreOptions): WebcamImageStore {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? webcamImageTimeoutMs;
  const maxBytes = options.maxBytes ?? webcamImageMaxBytes;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  const load = async (camera: WebcamImageSource, previous: Entry | undefined): Promise<Entry> => {
    const lastFrameTime = previous?.lastFrameTime;
    try {
      const response = await doFetch(webcamImageUrl(options.baseUrl, camera.imageFile), {
        headers: { accept: 'image/jpeg,image/*' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`the camera answered ${response.status}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('image/')) {
        await response.body?.cancel();
        throw new Error(`the camera answered ${contentType || 'something'} instead of a picture`);
      }
      const bytes = await readLimitedBody(
        response,
        maxBytes,
        () => new Error(`the picture is larger than ${maxBytes} bytes`),
      );
      if (bytes.length === 0) throw new Error('the camera answered an empty picture');
      const fetchedAt = now();
      const frameTime = isoOrUndefined(response.headers.get('last-modified'));
      return {
        state: {
          status: 'online',
          frame: { bytes, contentType, frameTime, fetchedAt: new Date(fetchedAt).toISOString() },
        },
        expiresAt: fetchedAt + (options.refreshMs ?? webcamImageRefreshMs),
        lastFrameTime: frameTime ?? lastFrameTime,
      };
    } catch (error) {
      // Thrown values may come from another realm (DOMException), so no instanceof.
      const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
      const message =
        typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs} ms`
          : typeof message === 'string'
            ? message
            : String(error);
      return {
        state: { status: 'offline', reason, lastFrameTime },
        expiresAt: now() + (options.retryMs ?? webcamImageRetryMs),
        lastFrameTime,
      };
    }
  };

  return {
    async state(id) {
      const camera = options.cameras.find((entry) => entry.id === id);
      if (!camera) return undefined;
      const cached = entries.get(id);
      if (cached && cached.expiresAt > now()) return cached.state;
      let request = pending.get(id);
      if (!request) {
        request = load(camera, cached).then((entry) => {
          entries.set(id, entry);
          pending.delete(id);
          return entry;
        });
        pending.set(id, request);
      }
      return (await request).state;
    },
  };
}
