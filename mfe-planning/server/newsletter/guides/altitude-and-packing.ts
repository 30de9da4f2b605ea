/** Guide 3 of the welcome page's downloads (plain text, served by the planning API). */
export const altitudeAndPackingGuide = `THE ESTES INSIDER - FIELD GUIDE 3
Altitude, Weather and the Packing List Locals Use
=================================================

Estes Park is at about 7,500 feet; Trail Ridge Road climbs past 12,000 feet.
Mountain weather here changes in an hour. A little preparation makes the
difference between a great day and a miserable one.

ALTITUDE
  - Take the first day easy: a riverwalk or a short lake loop, not a summit.
  - Drink more water than you think - about twice your usual amount.
  - Go easy on alcohol the first night; it hits harder at altitude.
  - Headache, nausea or unusual breathlessness? Go down in elevation and rest.
    Confusion or severe breathlessness is an emergency: call 911.

THE DAILY WEATHER PATTERN (SUMMER)
  - Clear mornings, thunderstorms building from late morning or early afternoon.
  - Be off peaks, ridges and open tundra by noon. If you hear thunder, turn
    back: lightning is the biggest danger above the trees.
  - It can be 80 F in town and 45 F with wind on Trail Ridge the same day.

SEASONS AT A GLANCE
  - Summer (Jun-Aug): busiest; timed entry in the park; afternoon storms.
  - Fall (Sep-Oct): golden aspens, elk rut, crisp nights; first snow possible.
  - Winter (Nov-Mar): quiet, snowshoeing, windy; Trail Ridge Road is closed.
  - Spring (Apr-May): mud and late snow on trails; Trail Ridge usually opens
    around Memorial Day.

PACKING LIST
  [ ] Layers: base layer, fleece or puffy, waterproof shell (even in July)
  [ ] Warm hat and light gloves for early starts and high roads
  [ ] Sturdy shoes with grip; microspikes in spring, fall and winter
  [ ] Sunscreen, sunglasses, lip balm - UV is strong at altitude
  [ ] Refillable water bottle(s), 2 litres per person for a half-day hike
  [ ] Salty snacks and lunch - few places sell food in the park
  [ ] Paper map and downloaded offline maps: cell signal is patchy
  [ ] Park pass and timed-entry reservation (screenshot AND printout)
  [ ] Binoculars for wildlife; a headlamp if you start before dawn

Safe travels - see you on the trail.
`;
