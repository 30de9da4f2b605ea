/**
 * The directories' pictures: SVG scenes drawn for the site (images/*.svg, 800×500), served by
 * it (webpack emits each and the import is its URL; in Jest a stub). No photographs ship yet,
 * so every entry names the scene that fits it best and the alt text says what is drawn.
 */
import activityDrive from './images/activity-drive.svg';
import activityFalls from './images/activity-falls.svg';
import activityHorse from './images/activity-horse.svg';
import activityHotel from './images/activity-hotel.svg';
import activityLake from './images/activity-lake.svg';
import activityMarina from './images/activity-marina.svg';
import activityMeadow from './images/activity-meadow.svg';
import activityMuseum from './images/activity-museum.svg';
import activityRiver from './images/activity-river.svg';
import activityRock from './images/activity-rock.svg';
import activitySnow from './images/activity-snow.svg';
import activityTown from './images/activity-town.svg';
import activityTram from './images/activity-tram.svg';
import diningCafe from './images/dining-cafe.svg';
import diningCantina from './images/dining-cantina.svg';
import diningGrill from './images/dining-grill.svg';
import diningPatio from './images/dining-patio.svg';
import diningPizza from './images/dining-pizza.svg';
import diningTavern from './images/dining-tavern.svg';
import type { DirectoryImage } from '../domain/directory-types';

const scene = (src: string, alt: string) => ({ src, alt, width: 800, height: 500 });

export const activityScenes = {
  lake: scene(activityLake, 'an alpine lake below snowy peaks, pines on the shore'),
  falls: scene(activityFalls, 'a waterfall pouring over granite into a pool among pines'),
  drive: scene(activityDrive, 'a red car on a winding road across the alpine tundra below snowy peaks'),
  meadow: scene(activityMeadow, 'bull elk grazing in a golden meadow below the peaks'),
  river: scene(activityRiver, 'an angler casting a fly line in a mountain river'),
  rock: scene(activityRock, 'a climber on a rope on a granite dome'),
  tram: scene(activityTram, 'a red aerial tram car on its cable above the town, rising to a summit station'),
  hotel: scene(activityHotel, 'a grand white hotel with red roofs and lit windows at dusk'),
  museum: scene(activityMuseum, 'a log museum building with a sign over the door'),
  town: scene(activityTown, 'colourful storefronts with awnings and flower baskets along a main street'),
  horse: scene(activityHorse, 'two riders on horseback on a trail through a meadow below the peaks'),
  snow: scene(activitySnow, 'a snowshoer on a trail among snowy pines below white peaks'),
  marina: scene(activityMarina, 'sailboats and a dock on a lake at sunset'),
} as const;

export const diningScenes = {
  cafe: scene(diningCafe, 'a steaming cup of coffee and a pastry by a window onto the mountains'),
  pizza: scene(diningPizza, 'a pizza on the counter before a glowing brick oven'),
  grill: scene(diningGrill, 'a steak and smoked ribs on a plate before a flaming grill'),
  cantina: scene(diningCantina, 'an adobe cantina under string lights at dusk'),
  tavern: scene(diningTavern, 'a log tavern with glowing windows among pines under the moon'),
  patio: scene(diningPatio, 'patio tables under umbrellas beside a river below the peaks'),
} as const;

export type ActivityScene = keyof typeof activityScenes;
export type DiningScene = keyof typeof diningScenes;

/** An entry's picture: the scene, its alt text led by the entry's name. */
export function pictureOf(
  scenes: Readonly<Record<string, ReturnType<typeof scene>>>,
  key: string,
  name: string,
): DirectoryImage {
  const picked = scenes[key];
  if (!picked) throw new Error(`No scene named ${key}`);
  return { ...picked, alt: `${name}: illustration of ${picked.alt}` };
}
