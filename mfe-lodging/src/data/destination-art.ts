/**
 * Two drawings made for the site (SVG, 800×600), for the home page's popular destinations that
 * have no scene of the site's own: decorative (the tile's heading names the place), never shown
 * as a picture of a property. Importing one gives the URL webpack emits it at (asset/resource;
 * see types/assets.d.ts); in Jest the import maps to a stub URL.
 */
import type { Artwork } from '@estes/shared';
import lakesideCondo from './images/lakeside-condo.svg';
import riverCottage from './images/river-cottage.svg';

export const lakeArt: Artwork = {
  src: lakesideCondo,
  alt: 'Illustration: a lakeside building with balconies and peaks reflected in the lake',
  width: 800,
  height: 600,
};

export const riversideArt: Artwork = {
  src: riverCottage,
  alt: 'Illustration: a cottage with a porch beside a rushing river and a small footbridge',
  width: 800,
  height: 600,
};
