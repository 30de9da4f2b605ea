/** Guide 2 of the welcome page's downloads (plain text, served by the planning API). */
export const elkAndWildlifeGuide = `THE ESTES INSIDER - FIELD GUIDE 2
Watching Elk and Wildlife the Local Way
=======================================

Elk walk through Estes Park's golf courses, lawns and downtown streets, and the
park's meadows are some of the best wildlife watching in the Rockies. Enjoy
them safely - for you and for them.

WHERE AND WHEN
  - Moraine Park, Horseshoe Park and Upper Beaver Meadows: the first hour after
    sunrise and the last hour before sunset.
  - Lake Estes trail and the golf course: elk graze here all year.
  - Sheep Lakes (Horseshoe Park): bighorn sheep come down to the mineral lick
    from May to mid-August, usually mid-morning. Rangers stop traffic for them.
  - Trail Ridge Road above the trees: marmots, pikas and elk herds in summer.

THE ELK RUT (SEPTEMBER TO MID-OCTOBER)
  - Bull elk bugle and gather herds; it is the most spectacular time to visit.
  - Some meadows close to people during the rut. Obey closure signs: they
    protect you as much as the herd.
  - Bulls are fast, heavy and unpredictable in the rut. Cows are protective of
    calves in late spring (May-June).

SAFE DISTANCE
  - Stay at least 75 feet (25 yards, about two bus lengths) from elk, deer and
    bighorn sheep, and much farther from moose, bears and mountain lions.
  - If an animal changes its behaviour because of you, you are too close.
  - Use a zoom lens or binoculars; never walk into a herd for a photo.
  - Stay in your car at roadside "elk jams" when it is not safe to pull over
    fully off the road.

NEVER FEED WILDLIFE
  - It is illegal in the park and harmful everywhere. Fed animals lose their
    fear of people and often have to be removed.
  - Store food in your car or a bear box, not in a tent or truck bed.

WHAT TO PACK
  - Binoculars, a warm layer (meadows are cold at dawn), a thermos, patience.

Have a great sighting? Reply and tell us - we share the best ones.
`;
