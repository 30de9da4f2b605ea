/**
 * Webcam rules (spec §3 Webcam, §4 Webcams): the categories the page filters by (in the URL
 * query, so filter links work without JavaScript and can be shared), the status label and tone,
 * and the frame URL the page cache-busts on every refresh.
 */
export const webcamCategories = ['park', 'downtown', 'weather', 'traffic'] as const;
export type WebcamCategory = (typeof webcamCategories)[number];
export type WebcamFilter = 'all' | WebcamCategory;
export const webcamFilters: readonly WebcamFilter[] = ['all', ...webcamCategories];

export const webcamFilterLabels: Readonly<Record<WebcamFilter, string>> = {
  all: 'All cameras',
  park: 'National park',
  downtown: 'Downtown',
  weather: 'Weather',
  traffic: 'Traffic',
};

/** The kind of scene a camera's frame shows (drawn by the server, see server/places). */
export type WebcamScene =
  'entrance' | 'peak' | 'valley' | 'alpine' | 'pass-road' | 'town' | 'river-town' | 'lake' | 'canyon';

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
  /** How often the camera itself publishes a new picture. */
  refreshRate: string;
  resolution: string;
  bestViewingTimes: readonly string[];
  /** 'online', 'offline' or another state (e.g. 'seasonal'), shown uppercase. */
  currentStatus: string;
  elevation?: number;
  direction: string;
  features: readonly string[];
  scene: WebcamScene;
}

export interface WebcamFilterResult {
  filter: WebcamFilter;
  /** Set when the query named a category that does not exist. */
  unknown?: string;
}

/** Reads `?category=` — missing means all; an unknown value falls back to all and is reported. */
export function parseWebcamFilter(search: URLSearchParams): WebcamFilterResult {
  const value = search.get('category');
  if (value === null || value === '' || value === 'all') return { filter: 'all' };
  const normalised = value.trim().toLowerCase();
  if ((webcamCategories as readonly string[]).includes(normalised)) return { filter: normalised as WebcamCategory };
  return { filter: 'all', unknown: value };
}

export const webcamFilterSearch = (filter: WebcamFilter): string => (filter === 'all' ? '' : `?category=${filter}`);

export function filterWebcams(cameras: readonly Webcam[], filter: WebcamFilter): Webcam[] {
  return filter === 'all' ? [...cameras] : cameras.filter((camera) => camera.category === filter);
}

export type StatusTone = 'online' | 'offline' | 'other';

export const statusTone = (status: string): StatusTone =>
  status === 'online' ? 'online' : status === 'offline' ? 'offline' : 'other';

/** Every status is shown uppercase: ONLINE, OFFLINE, SEASONAL … */
export const statusLabel = (status: string): string => status.trim().toUpperCase() || 'UNKNOWN';

/** Where the site serves a camera's current frame; `t` makes every refresh a new URL. */
export const webcamFrameUrl = (id: string, refreshedAt: number): string =>
  `/api/conditions/webcams/${encodeURIComponent(id)}/frame.svg?t=${refreshedAt}`;

/** The frame's size (the server draws it at this size). */
export const webcamFrameSize = { width: 960, height: 540 } as const;

/** How often the page reloads every camera's frame, and the clock. */
export const webcamRefreshMs = 30_000;
export const clockTickMs = 60_000;
/** How long a per-card refresh marks the card busy. */
export const cardRefreshMs = 1_000;
