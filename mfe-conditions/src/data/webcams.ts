/**
 * The Rocky Mountain National Park cameras the page shows: the ones the National Park Service
 * publishes on its webcams page (https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm),
 * each with its public image file in the park's webcam folder
 * (https://www.nps.gov/webcams-romo/{file}). The server fetches and caches those images and
 * serves them from our origin (server/places/webcam-images.ts); `liveUrl` is the operator's page.
 * Cameras without a public image the site may fetch are not listed.
 */
import type { Webcam } from '../domain/webcams';

const npsWebcams = 'https://www.nps.gov/romo/learn/photosmultimedia/webcams.htm';

export const webcams: readonly Webcam[] = [
  {
    id: 'beaver-meadows-entrance',
    name: 'Beaver Meadows Entrance',
    location: 'US-36, Rocky Mountain National Park east entrance',
    description:
      'The busiest park entrance, looking west over the entrance station toward the Continental Divide. Check the lines before you leave town.',
    category: 'park',
    liveUrl: npsWebcams,
    imageFile: 'bme.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['7–9 AM (short lines)', 'After 4 PM'],
    elevation: 8150,
    direction: 'West',
    features: ['Entrance station queue', 'Continental Divide skyline', 'Timed-entry traffic'],
  },
  {
    id: 'fall-river-entrance',
    name: 'Fall River Entrance',
    location: 'US-34, Fall River Road, northwest of town',
    description: 'The quieter northern entrance on the road to Horseshoe Park, Sheep Lakes and Trail Ridge Road.',
    category: 'park',
    liveUrl: npsWebcams,
    imageFile: 'fre.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['Early morning', 'Late afternoon'],
    elevation: 8240,
    direction: 'West',
    features: ['Entrance lanes', 'Mummy Range foothills', 'Bighorn sheep season (May–June)'],
  },
  {
    id: 'longs-peak',
    name: 'Longs Peak from Beaver Meadows',
    location: 'Beaver Meadows Visitor Center, US-36',
    description:
      'Longs Peak (14,259 ft), the park’s only fourteener, and the Diamond face above Mount Meeker. The best check for snow on the high summits.',
    category: 'park',
    liveUrl: npsWebcams,
    imageFile: 'longs_peak.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['Sunrise (alpenglow)', 'Clear winter mornings'],
    elevation: 7840,
    direction: 'Southwest',
    features: ['Longs Peak and the Diamond', 'Snowpack on the summits', 'Alpenglow at sunrise'],
  },
  {
    id: 'glacier-basin',
    name: 'Glacier Basin',
    location: 'Glacier Basin, off Bear Lake Road',
    description:
      'Glacier Basin, below the peaks of the Continental Divide on the way to Bear Lake: a view of snow and clouds over the high country.',
    category: 'park',
    liveUrl: npsWebcams,
    imageFile: 'glacier_basin.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['Morning', 'Clear days after snow'],
    direction: 'Toward the high peaks',
    features: ['Continental Divide peaks', 'Snow on the high country', 'Bear Lake Road corridor'],
  },
  {
    id: 'kawuneeche-valley',
    name: 'Kawuneeche Valley',
    location: 'Kawuneeche Visitor Center, near Grand Lake (west side)',
    description:
      'The headwaters of the Colorado River on the park’s west side, where moose browse the willows along the river.',
    category: 'park',
    liveUrl: npsWebcams,
    imageFile: 'kawuneeche_valley.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['Dawn and dusk for moose', 'Midday for the Never Summer Mountains'],
    elevation: 8720,
    direction: 'North',
    features: ['Colorado River headwaters', 'Never Summer Mountains', 'Moose habitat'],
  },
  {
    id: 'alpine-visitor-center',
    name: 'Alpine Visitor Center',
    location: 'Trail Ridge Road at Fall River Pass',
    description:
      'The highest visitor center in the National Park System. Conditions here are often 20 °F colder and far windier than in town.',
    category: 'weather',
    liveUrl: npsWebcams,
    imageFile: 'alpine_visitor_center.jpg',
    operator: 'National Park Service',
    bestViewingTimes: ['Morning, before storms build', 'Summer evenings'],
    elevation: 11796,
    direction: 'Northeast',
    features: ['Alpine tundra', 'Fall River cirque', 'Snow and storm watch'],
  },
];
