/** The calendar's pictures: scenes drawn for the site (800×500), served by it. */
import eventConcert from './images/event-concert.svg';
import eventFestival from './images/event-festival.svg';
import eventParade from './images/event-parade.svg';
import eventRodeo from './images/event-rodeo.svg';
import { activityScenes } from './directory-images';
import type { EventImage } from '../domain/events-types';
import type { EventScene } from './events';

const scene = (src: string, alt: string): EventImage => ({ src, alt, width: 800, height: 500 });

export const eventScenes: Record<EventScene, EventImage> = {
  festival: scene(eventFestival, 'festival tents and bunting on a green field below the peaks'),
  concert: scene(eventConcert, 'a band on a lit outdoor stage at dusk, the crowd in front'),
  parade: scene(eventParade, 'a float strung with coloured lights on a night-time main street'),
  rodeo: scene(eventRodeo, 'a rider on a bucking horse in a fenced arena below the mountains'),
  meadow: activityScenes.meadow,
  drive: activityScenes.drive,
  lake: activityScenes.lake,
  snow: activityScenes.snow,
  town: activityScenes.town,
  river: activityScenes.river,
  hotel: activityScenes.hotel,
  museum: activityScenes.museum,
};
