/**
 * Webcam rules (docs/rules/conditions.md#webcams): the categories the page filters by (in the URL
 * query, so filter links work without JavaScript and can be shared; only categories that have a
 * camera), each camera's state as our API reports it, and where its picture is served.
 */
import { categoryFilterSearch, filterByCategory, parseCategoryFilter } from './category-filter';

export const webcamCategories = ['park', 'weather'] as const;
export type WebcamCategory = (typeof webcamCategories)[number];
export type WebcamFilter = 'all' | WebcamCategory;
export const webcamFilters: readonly WebcamFilter[] = ['all', ...webcamCategories];

export const webcamFilterLabels: Readonly<Record<WebcamFilter, string>> = {
  all: 'All cameras',
  park: 'National park',
  weather: 'Weather',
};

export interface Webcam {
  id: string;
  name: string;
  location: string;
  description: string;
  category: WebcamCategory;
  /** The operator's public page with the live view. */
  liveUrl?: string;
  /** Who runs the camera, as the live link says. */
  operator: string;
  /** The camera's public image file under the operator's folder (WEBCAM_IMAGE_BASE_URL). */
  imageFile: string;
  bestViewingTimes: readonly string[];
  elevation?: number;
  direction: string;
  features: readonly string[];
}

/**
 * A camera's state as our API reports it: the time of its current real picture (the operator's
 * Last-Modified, when it gives one), or offline with the time of the last real picture, if any.
 */
export type WebcamStatus =
  | { id: string; status: 'online'; frameTime: string | null }
  | { id: string; status: 'offline'; lastFrameTime: string | null };

/**
 * Whether the page may call its cameras live (docs/rules/conditions.md#webcams): only while our
 * API reports at least one of them online, with its current picture. Statuses of cameras the page
 * does not list do not count.
 */
export function anyWebcamLive(cameras: readonly Pick<Webcam, 'id'>[], statuses: readonly WebcamStatus[]): boolean {
  return statuses.some((status) => status.status === 'online' && cameras.some((camera) => camera.id === status.id));
}

/** The page's heading: "Live" only while a camera is (see `anyWebcamLive`). */
export const webcamsHeading = (live: boolean): string => (live ? 'Estes Park Live Webcams' : 'Estes Park Webcams');

/** Where the site serves a camera's current picture; the frame time makes a new picture a new URL. */
export const webcamImageUrl = (id: string, version: string): string =>
  `/api/conditions/webcams/${encodeURIComponent(id)}/image.jpg?v=${encodeURIComponent(version)}`;

/** Reads our status answer; anything unexpected is left out. */
export function parseWebcamStatuses(value: unknown): WebcamStatus[] {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { cameras?: unknown }).cameras))
    return [];
  return (value as { cameras: unknown[] }).cameras.flatMap((entry): WebcamStatus[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, status, frameTime, lastFrameTime } = entry as Record<string, unknown>;
    if (typeof id !== 'string') return [];
    const time = (value: unknown): string | null => (typeof value === 'string' ? value : null);
    if (status === 'online') return [{ id, status, frameTime: time(frameTime) }];
    if (status === 'offline') return [{ id, status, lastFrameTime: time(lastFrameTime) }];
    return [];
  });
}

/** Reads `?category=` — missing means all; an unknown value falls back to all and is reported. */
export const parseWebcamFilter = (search: URLSearchParams) => parseCategoryFilter(search, webcamCategories);
export const webcamFilterSearch: (filter: WebcamFilter) => string = categoryFilterSearch;
export const filterWebcams: (cameras: readonly Webcam[], filter: WebcamFilter) => Webcam[] = filterByCategory;

/** The picture's size as the page lays it out (the cameras' images are 16:9 or close). */
export const webcamFrameSize = { width: 960, height: 540 } as const;

/** How often the page asks for the cameras' status again (a new picture is a new URL), and the clock. */
export const webcamRefreshMs = 60_000;
export const clockTickMs = 60_000;
