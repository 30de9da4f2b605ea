/**
 * The bundled articles' pictures: SVG illustrations drawn for the site (art/*.svg, 800×600),
 * served from the remote's own files. The API names a picture by key (server code cannot know
 * the URL webpack gives it); this turns a post into the image a card or hero shows.
 */
import type { PostSummary } from '../domain/blog-post';
import aspens from './art/aspens.svg';
import bighorn from './art/bighorn.svg';
import campfire from './art/campfire.svg';
import dining from './art/dining.svg';
import elkMeadow from './art/elk-meadow.svg';
import hotSprings from './art/hot-springs.svg';
import lake from './art/lake.svg';
import nightSky from './art/night-sky.svg';
import planning from './art/planning.svg';
import skyPond from './art/sky-pond.svg';
import snowshoe from './art/snowshoe.svg';
import stormPeaks from './art/storm-peaks.svg';
import trailRidge from './art/trail-ridge.svg';
import wine from './art/wine.svg';

export interface PostImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A CMS photo can be resized by its image service; the bundled artwork is vector. */
  resizable: boolean;
}

const art = (src: string, alt: string): PostImage => ({ src, alt, width: 800, height: 600, resizable: false });

export const articleArt: Readonly<Record<string, PostImage>> = {
  'elk-meadow': art(elkMeadow, 'Illustration: bull elk grazing in a mountain meadow at sunrise'),
  'hot-springs': art(hotSprings, 'Illustration: a steaming mineral pool below snowy peaks'),
  dining: art(dining, 'Illustration: a set table by a window looking out on the peaks at dusk'),
  aspens: art(aspens, 'Illustration: a grove of golden aspens below blue mountains'),
  'sky-pond': art(skyPond, 'Illustration: an alpine lake beneath jagged granite peaks'),
  campfire: art(campfire, 'Illustration: a tent and campfire among pines under a starry sky'),
  'storm-peaks': art(stormPeaks, 'Illustration: storm clouds and lightning over a mountain trail'),
  wine: art(wine, 'Illustration: wine, beer and whiskey on a bar with mountains behind'),
  planning: art(planning, 'Illustration: a trail map with a dotted route and a calendar'),
  'trail-ridge': art(trailRidge, 'Illustration: a winding road climbing above tree line'),
  lake: art(lake, 'Illustration: a kayaker paddling a calm lake below the mountains'),
  bighorn: art(bighorn, 'Illustration: bighorn sheep on a rocky slope below the peaks'),
  snowshoe: art(snowshoe, 'Illustration: a snowshoer crossing a snowy meadow among pines'),
  'night-sky': art(nightSky, 'Illustration: the Milky Way over the mountains and a small town at night'),
};

/** The post's picture: its CMS image, else its bundled illustration, else none (placeholder). */
export function postImage(post: Pick<PostSummary, 'featuredImage' | 'artwork' | 'title'>): PostImage | undefined {
  if (post.featuredImage) {
    return {
      src: post.featuredImage.url,
      alt: post.featuredImage.description || post.featuredImage.title || post.title,
      width: post.featuredImage.width ?? 800,
      height: post.featuredImage.height ?? 600,
      resizable: true,
    };
  }
  return post.artwork ? articleArt[post.artwork] : undefined;
}

/** A CMS photo at a given size (Contentful's Images API), cropped to fill. */
export function sizedImageUrl(image: PostImage, width: number, height: number): string {
  if (!image.resizable) return image.src;
  const url = new URL(image.src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(height));
  url.searchParams.set('fit', 'fill');
  return url.toString();
}
