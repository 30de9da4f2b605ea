/** The guides the welcome page offers; the planning API serves each file (server/newsletter/guides). */
export interface GuideDownload {
  file: string;
  title: string;
  text: string;
}

export const guideDownloadsPath = '/api/planning/newsletter/guides';

export const guideDownloads: readonly GuideDownload[] = [
  {
    file: 'estes-insider-park-entry-and-parking.txt',
    title: 'Park Entry & Parking Guide',
    text: 'Timed entry, the parking lots that fill first, and an easy first-day plan for Rocky Mountain National Park.',
  },
  {
    file: 'estes-insider-elk-and-wildlife.txt',
    title: 'Elk & Wildlife Watching Guide',
    text: 'Where and when to see elk, bighorn sheep and marmots, the fall rut, and safe viewing distances.',
  },
  {
    file: 'estes-insider-altitude-and-packing.txt',
    title: 'Altitude & Packing Checklist',
    text: 'Feeling good at 7,500 feet, the afternoon-storm rule, the seasons at a glance and a printable packing list.',
  },
];
