/**
 * The site's own illustrations (SVG scenes drawn for the site), with their sizes and alt
 * texts. Real photos arrive later through the CMS and listing data.
 */
import elkMeadowUrl from './elk-meadow.svg';
import heroPeaksUrl from './hero-peaks.svg';
import nightSkyUrl from './night-sky.svg';
import townRiverUrl from './town-river.svg';

export interface Artwork {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const artwork = {
  heroPeaks: {
    src: heroPeaksUrl,
    width: 1600,
    height: 600,
    alt: 'Snow-capped peaks of the Rocky Mountains reflected in a lake at dawn',
  },
  elkMeadow: {
    src: elkMeadowUrl,
    width: 800,
    height: 500,
    alt: 'A bull elk in a mountain meadow among golden aspens',
  },
  townRiver: {
    src: townRiverUrl,
    width: 800,
    height: 500,
    alt: 'Lit storefronts along the riverwalk of a small mountain town below the peaks',
  },
  nightSky: {
    src: nightSkyUrl,
    width: 800,
    height: 500,
    alt: 'Stars and the Milky Way above dark mountain ridges',
  },
} as const satisfies Record<string, Artwork>;

export type ArtworkName = keyof typeof artwork;
