/**
 * Head metadata of the conditions area's routes: the one source the site server renders into
 * the HTML and the shell applies on client-side navigation.
 */
import type { AreaRouteMeta } from '@estes/shared';
import { simplePageMeta } from '@estes/shared/seo';

export const routeMeta: AreaRouteMeta<'conditions'> = {
  'conditions.weather': (context) =>
    simplePageMeta(context, {
      title: 'Estes Park Weather & Rocky Mountain National Park Forecast',
      description:
        'Current Estes Park weather and the forecast for town and the Alpine Visitor Center, with hourly outlook, what to wear and activity advice.',
      keywords: ['Estes Park weather', 'Rocky Mountain National Park weather', 'Trail Ridge Road weather'],
      crumb: 'Weather',
    }),
  'conditions.webcams': (context) =>
    simplePageMeta(context, {
      // Said the same whether a camera is online or not: the head is made before the cameras are asked.
      title: 'Estes Park Webcams: Rocky Mountain National Park Cameras',
      description:
        'The National Park Service’s cameras in Rocky Mountain National Park, each with the time its picture was taken, the best viewing times and the season’s conditions.',
      keywords: ['Estes Park webcams', 'Rocky Mountain National Park webcam', 'Trail Ridge Road webcam'],
      crumb: 'Webcams',
    }),
  'conditions.downtown': (context) =>
    simplePageMeta(context, {
      title: 'Downtown Estes Park Guide: Shops, Dining & Parking',
      description:
        'Your guide to downtown Estes Park: the Riverwalk, Elkhorn Avenue shops and restaurants, parking, walking tours and events.',
      keywords: ['downtown Estes Park', 'Estes Park shopping', 'Estes Park Riverwalk'],
      crumb: 'Downtown',
    }),
  // Resolved from the page's own chunk, so its words are not in every conditions page's first
  // load (decision 081); the page's loader has loaded that chunk by the time the meta is asked.
  'conditions.gettingAround': (context) =>
    import(
      /* webpackChunkName: "page-conditions.getting-around" */ './features/getting-around/getting-around-page'
    ).then((page) => page.gettingAroundMeta(context)),
  'conditions.parkPack': (context) =>
    simplePageMeta(context, {
      title: 'Park Pack: Rocky Mountain National Park Offline',
      description:
        'Your trip by day, timed entry, the last park alerts, safety and getting around, kept on your phone for the park’s dead zones.',
      keywords: ['Rocky Mountain National Park offline', 'Estes Park trip'],
      crumb: 'Park pack',
    }),
};
