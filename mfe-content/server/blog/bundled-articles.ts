/**
 * The Local Intel articles that ship with the site (docs/rules/content.md#content-source), served
 * when Contentful is not configured or does not answer. Written for the site by locals' standards:
 * check the park's current conditions and rules before you go. Images are the area's own SVG
 * illustrations, named by key (src/data/article-art.ts turns a key into its URL).
 */

export interface BundledArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML, sanitized before it is served. */
  content: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  /** Key of the article's illustration. */
  image: string;
  featured: boolean;
  tags: string[];
}

export const bundledArticles: readonly BundledArticle[] = [
  {
    id: 'local-elk-viewing-guide',
    slug: 'elk-viewing-guide',
    title: 'Elk Viewing Guide: Where and When to Watch the Herds',
    excerpt:
      'Estes Park lives alongside thousands of elk. Here is where the herds gather, the best hours to see them, and how to watch the fall rut safely and respectfully.',
    author: 'Sarah Whitfield',
    date: '2025-09-08',
    category: 'Wildlife',
    image: 'elk-meadow',
    featured: true,
    tags: ['elk', 'rut', 'wildlife', 'Moraine Park'],
    content: `
<p>Few places in North America let you watch wild elk from a golf-course fence or a park meadow at dawn. Roughly 2,000 elk spend the winter in and around Estes Park, and in summer many move up to the alpine tundra along Trail Ridge Road. Knowing where they are each season is the whole trick.</p>
<h2>Where the herds gather</h2>
<p>Inside Rocky Mountain National Park, the broad meadows are the classic places: <strong>Moraine Park</strong>, <strong>Horseshoe Park</strong> and <strong>Upper Beaver Meadows</strong> on the east side, and the Kawuneeche Valley on the west side. In town, elk graze the golf courses, Lake Estes shoreline and school fields, especially from October through spring.</p>
<ul>
<li>Moraine Park: wide views from the road pull-outs, with the Big Thompson River winding through.</li>
<li>Horseshoe Park: the herd often beds down near Sheep Lakes at dusk.</li>
<li>Trail Ridge Road in summer: cows and calves on the tundra near the Alpine Visitor Center.</li>
</ul>
<h2>The best hours</h2>
<p>Elk feed at first light and again in the last two hours before dark, then rest in the timber through the middle of the day. Plan your watching for about 6 to 9 a.m. and from 5 p.m. until dusk. Overcast days keep them grazing longer.</p>
<h2>The fall rut</h2>
<p>From mid-September to mid-October the bulls gather harems and bugle, a high whistling call that carries across the valleys at sunset. It is the busiest wildlife season of the year, so arrive early and expect traffic in the park meadows.</p>
<p>To protect the herds during the rut, the park closes several meadows to people from 5 p.m. to 7 a.m. Watch from the roads and pull-outs, and follow the rangers' directions at the busiest spots.</p>
<h2>Watching safely</h2>
<p>Stay at least 25 yards (about two bus lengths) from elk, and much farther from a rutting bull or a cow with a calf. If an elk changes its behavior because of you, you are too close. Never feed wildlife, and keep pets in the car.</p>
<blockquote><p>Local tip: bring binoculars and a thermos, park legally, and let the elk come to the meadow. The quietest watchers see the most.</p></blockquote>
`,
  },
  {
    id: 'local-best-day-hikes',
    slug: 'best-day-hikes-rocky-mountain-national-park',
    title: 'The Best Day Hikes in Rocky Mountain National Park',
    excerpt:
      'From a one-hour walk to Alberta Falls to the long climb to Sky Pond, these are the day hikes locals recommend, with distances, elevation gain and when to start.',
    author: 'Marcus Reyes',
    date: '2025-06-14',
    category: 'Hiking',
    image: 'sky-pond',
    featured: true,
    tags: ['hiking', 'Bear Lake', 'Sky Pond', 'Gem Lake'],
    content: `
<p>Rocky Mountain National Park has more than 350 miles of trails, and the hardest part of a first visit is choosing. These are the hikes we send friends on, grouped by effort. Distances are round trip.</p>
<h2>Easy: a first taste of the park</h2>
<ul>
<li><strong>Alberta Falls</strong> (1.6 miles, about 200 feet of gain): a roaring waterfall on Glacier Creek through aspen and pine.</li>
<li><strong>Bear Lake loop</strong> (0.6 miles, flat): a lakeside stroll with Hallett Peak above, good for every age.</li>
<li><strong>Sprague Lake</strong> (0.8 miles, flat and accessible): mirror views of the Continental Divide at sunrise.</li>
</ul>
<h2>Moderate: the lake chain above Bear Lake</h2>
<p>The walk from Bear Lake to <strong>Nymph, Dream and Emerald Lakes</strong> (3.6 miles, about 650 feet of gain) is the park's most loved half day. Each lake is a little wilder than the last, ending under the cliffs of Hallett Peak and Flattop Mountain.</p>
<p>Outside the Bear Lake corridor, <strong>Gem Lake</strong> on Lumpy Ridge (3.2 miles, about 1,000 feet) starts right at the edge of town, with granite domes and views over Estes Park.</p>
<h2>Strenuous: big days above tree line</h2>
<ul>
<li><strong>Sky Pond</strong> (about 9 miles, about 1,780 feet of gain): past Alberta Falls and The Loch, up a short scramble beside Timberline Falls to a lake under the Sharkstooth.</li>
<li><strong>Chasm Lake</strong> (about 8.4 miles, about 2,500 feet): a high basin at the foot of the Diamond, the sheer east face of Longs Peak.</li>
</ul>
<h2>When to start and what to carry</h2>
<p>Start early. Summer afternoons bring lightning to the high country almost daily, and you want to be below tree line by noon. Carry water, a rain shell and a warm layer even in July: at 10,000 feet the weather turns in minutes.</p>
<p>From late May to mid-October you will also need a timed entry reservation for the Bear Lake Road corridor during the day; see our planning guide for how the permits work.</p>
`,
  },
  {
    id: 'local-trail-ridge-road',
    slug: 'trail-ridge-road-scenic-drive',
    title: 'Driving Trail Ridge Road: Stops, Timing and Tips',
    excerpt:
      'Trail Ridge Road climbs to 12,183 feet on its way from Estes Park to Grand Lake. Here are the overlooks worth stopping for and how to plan the drive.',
    author: 'Jenna Cole',
    date: '2025-07-02',
    category: 'Scenic Drives',
    image: 'trail-ridge',
    featured: false,
    tags: ['Trail Ridge Road', 'scenic drive', 'Alpine Visitor Center'],
    content: `
<p>Trail Ridge Road is the highest continuous paved road in the United States. It runs 48 miles from Estes Park to Grand Lake, crossing the Continental Divide, with eleven miles above tree line. Most years it opens fully around Memorial Day and closes for the winter in mid-October.</p>
<h2>Stops on the way up</h2>
<ul>
<li><strong>Many Parks Curve</strong>: a boardwalk over the meadows of Moraine and Horseshoe Parks.</li>
<li><strong>Rainbow Curve</strong> (10,829 feet): the first big view east over the plains on a clear morning.</li>
<li><strong>Forest Canyon Overlook</strong>: a short paved path to a drop-off above a glacier-carved canyon.</li>
<li><strong>Rock Cut</strong>: the Tundra Communities Trail, a half-mile walk among alpine flowers and marmots.</li>
</ul>
<h2>The top and the other side</h2>
<p>The road peaks at 12,183 feet, then reaches the <strong>Alpine Visitor Center</strong> at 11,796 feet, with a café, rangers and the steep Alpine Ridge Trail. Beyond it, the road crosses the Divide at <strong>Milner Pass</strong> (10,759 feet) and drops into the Kawuneeche Valley, home of moose and the headwaters of the Colorado River.</p>
<h2>Timing the drive</h2>
<p>Allow at least three hours for a round trip to the visitor center with stops, and a full day to reach Grand Lake and come back. Go early: parking at the top fills by late morning and afternoon storms are common in July and August.</p>
<h2>Driving at altitude</h2>
<p>Use a low gear on the way down to save your brakes, stay in your lane on the curves without guardrails, and pull over only in marked areas. The air up top holds about a third less oxygen: walk slowly and drink water.</p>
<p>For a gravel adventure, <strong>Old Fall River Road</strong> climbs one way uphill from Horseshoe Park to the visitor center, usually from early July.</p>
`,
  },
  {
    id: 'local-hot-springs',
    slug: 'hot-springs-near-estes-park',
    title: 'Hot Springs Within Reach of Estes Park',
    excerpt:
      'Estes Park has no hot springs of its own, but a soak is a scenic drive away. Here is how to pair a mountain trip with Colorado mineral pools.',
    author: 'Sarah Whitfield',
    date: '2025-01-05',
    category: 'Hot Springs',
    image: 'hot-springs',
    featured: false,
    tags: ['hot springs', 'day trip', 'Grand Lake', 'winter'],
    content: `
<p>Visitors often ask where the hot springs are. The honest answer: there are none in Estes Park itself. Colorado's geothermal water surfaces west of the Continental Divide and along the Front Range foothills, which makes a soak a natural stop on a longer loop.</p>
<h2>Over the Divide in summer</h2>
<p>When Trail Ridge Road is open, drive through the park to Grand Lake and on to <strong>Hot Sulphur Springs</strong>, a historic resort with pools at different temperatures about two and a half hours from town. It turns the drive into a full-day loop with moose in the Kawuneeche Valley on the way.</p>
<h2>Through the foothills all year</h2>
<p>In winter, when Trail Ridge is closed, head south to <strong>Idaho Springs</strong>, where indoor cave baths and outdoor pools sit just off the interstate, roughly two hours from Estes Park by way of the Peak to Peak Highway.</p>
<p>Pack a towel, water and sandals, and check each resort's hours and reservation rules before you go: many limit day visits on weekends.</p>
<p>Back in town, a hot tub at your cabin after a day on the trails is the local substitute. Many of the lodges and rentals on our accommodations page include one.</p>
`,
  },
  {
    id: 'local-where-locals-eat',
    slug: 'where-locals-eat-in-estes-park',
    title: 'Where Locals Eat in Estes Park',
    excerpt:
      'Breakfast before the trailhead, tacos after a long hike and a proper dinner out: the places we go when we are not the ones cooking.',
    author: 'Marcus Reyes',
    date: '2025-03-18',
    category: 'Dining',
    image: 'dining',
    featured: false,
    tags: ['restaurants', 'breakfast', 'downtown'],
    content: `
<p>Estes Park's restaurants crowd along Elkhorn Avenue and the Riverwalk, and the best of them are busy with locals as well as visitors. A few principles will serve you well wherever you go.</p>
<h2>Breakfast before the trail</h2>
<p>Park permits and parking lots reward an early start, so find a spot that opens at 6 or 7 a.m. Grab a breakfast burrito and coffee to go and you will be at the trailhead before the lots fill. Fresh doughnuts from a downtown bakery make a classic post-hike reward.</p>
<h2>After a long hike</h2>
<p>Tacos and a margarita on a patio by the river, or slow-smoked barbecue, hit the spot after a day at altitude. Expect a wait at 6 p.m. in July; eat at 5 or after 8 and you will walk right in.</p>
<h2>A proper dinner out</h2>
<p>For an anniversary or a last night, book ahead: the town's handful of chef-driven dining rooms fill days in advance in summer and during the elk rut. Ask for a window table at sunset.</p>
<p>Browse our <a href="/restaurants">restaurant guide</a> for hours, price ranges and reservations.</p>
`,
  },
  {
    id: 'local-fall-season',
    slug: 'fall-in-estes-park-aspens-and-elk',
    title: 'Fall in Estes Park: Golden Aspens and the Elk Rut',
    excerpt:
      'Late September brings gold aspens, bugling elk and crisp mornings. When to come, where to see the color and how to beat the crowds.',
    author: 'Jenna Cole',
    date: '2025-08-28',
    category: 'Seasonal',
    image: 'aspens',
    featured: false,
    tags: ['fall', 'aspens', 'elk rut', 'autumn'],
    content: `
<p>Ask a local for their favorite season and most will say fall. The summer crowds thin after Labor Day, the aspens turn gold, and the elk rut fills the evenings with bugling.</p>
<h2>When the color peaks</h2>
<p>Aspens at Estes Park's elevation usually peak in the last two weeks of September, a little earlier up high and later in the foothills. A dry summer or an early frost shifts the timing by a week either way.</p>
<h2>Where to see it</h2>
<ul>
<li><strong>Bear Lake Road</strong> and the trail to Alberta Falls, with whole hillsides of aspen.</li>
<li><strong>Fall River Road</strong> and the Endovalley picnic area.</li>
<li>The <strong>Peak to Peak Highway</strong> south toward Allenspark and Ward.</li>
</ul>
<h2>Beating the crowds</h2>
<p>Weekends in late September are among the busiest of the year. Come midweek, start before sunrise, and keep evenings for the elk. Timed entry permits are still required through mid-October.</p>
<p>Nights drop below freezing, so pack a warm jacket, a hat and gloves for dawn and dusk.</p>
`,
  },
  {
    id: 'local-altitude-tips',
    slug: 'altitude-and-mountain-weather-tips',
    title: 'Altitude and Mountain Weather: Tips for a Comfortable Visit',
    excerpt:
      'Estes Park sits at 7,522 feet and the park climbs above 12,000. How to acclimatize, dress for fast-changing weather and stay safe in summer storms.',
    author: 'Sarah Whitfield',
    date: '2025-05-10',
    category: 'Travel Tips',
    image: 'storm-peaks',
    featured: false,
    tags: ['altitude', 'weather', 'safety', 'lightning'],
    content: `
<p>Most visitors arrive from near sea level and feel the altitude on the first day: a headache, short breath on stairs, a poor night's sleep. A little planning makes the difference between a rough start and a great trip.</p>
<h2>Acclimatize before you climb</h2>
<p>Spend your first day on easy walks in town or along the lakes, and save the high trails for day two or three. Drink more water than usual, go easy on alcohol the first night, and eat well. If a headache worsens as you climb, turn around: going down is the cure.</p>
<h2>Dress in layers</h2>
<p>A summer day can start near 40°F at dawn and reach 80°F by afternoon, and it is 15 to 20 degrees colder on Trail Ridge Road than in town. Carry a warm layer and a rain shell in every season.</p>
<h2>Summer thunderstorms</h2>
<p>From July through August, storms build almost every afternoon. Lightning is the biggest danger above tree line, where you are the tallest thing around.</p>
<ul>
<li>Start hikes at dawn and be off exposed ridges by noon.</li>
<li>Watch for towering clouds building to the west.</li>
<li>If thunder follows lightning within 30 seconds, head down immediately.</li>
</ul>
<h2>Sun and dry air</h2>
<p>The sun is strong at altitude, and the air is dry. Wear sunscreen and sunglasses even on cool days, and use lip balm. Check our <a href="/weather">weather page</a> before heading out.</p>
`,
  },
  {
    id: 'local-wine-spirits',
    slug: 'estes-park-wine-beer-and-spirits',
    title: 'Local Wine, Beer and Spirits in Estes Park',
    excerpt:
      'A mountain town with its own winery, craft breweries and a distillery. Where to taste, what to try and how to enjoy it sensibly at altitude.',
    author: 'Marcus Reyes',
    date: '2025-04-22',
    category: 'Wine & Spirits',
    image: 'wine',
    featured: false,
    tags: ['winery', 'brewery', 'distillery', 'tasting'],
    content: `
<p>For a small mountain town, Estes Park pours a lot of local drink. An afternoon of tasting is a good plan for a rainy day or the evening after a hike.</p>
<h2>Wine</h2>
<p>A downtown winery and tasting rooms make wine from Colorado-grown grapes, many from the Western Slope's Grand Valley. Ask for a flight: the fruit wines are a local favorite.</p>
<h2>Beer and spirits</h2>
<p>Craft breweries in and around town pour everything from light lagers to stouts, and a local distillery makes whiskey, often finished in the cool mountain air. Many tasting rooms are family friendly by day and serve food.</p>
<h2>Tasting at altitude</h2>
<p>At 7,500 feet a drink hits harder than at home, especially on your first day. Pace yourself, drink water between tastes, and plan a walk back or a designated driver: the town's shuttle and walkable downtown make that easy.</p>
`,
  },
  {
    id: 'local-camping',
    slug: 'camping-in-rocky-mountain-national-park',
    title: 'Camping In and Around Rocky Mountain National Park',
    excerpt:
      'Reserving a park campground, first-night tips, bear-safe habits and backcountry permits: a practical guide to sleeping under the stars near Estes Park.',
    author: 'Jenna Cole',
    date: '2025-04-03',
    category: 'Camping',
    image: 'campfire',
    featured: false,
    tags: ['camping', 'campgrounds', 'backcountry', 'bears'],
    content: `
<p>Waking up to elk in the meadow and the smell of pine is reason enough to bring a tent. The park's campgrounds fill fast in summer, so a little planning goes a long way.</p>
<h2>Park campgrounds</h2>
<p>On the east side, <strong>Moraine Park</strong> is the largest campground and the one open all year, with <strong>Glacier Basin</strong> and <strong>Aspenglen</strong> open in summer. On the west side, <strong>Timber Creek</strong> sits along the young Colorado River. Summer sites are reserved in advance, and popular dates go the day they open.</p>
<h2>Your first night at altitude</h2>
<p>Nights are cold, often in the 30s°F even in July. Bring a sleeping bag rated for freezing, a pad, and a warm hat. Drink plenty of water: the dry air and altitude make the first night the hardest.</p>
<h2>Bear and wildlife habits</h2>
<ul>
<li>Store all food, coolers and scented items in the campsite's food locker or a hard-sided vehicle.</li>
<li>Never leave food out, even for a minute.</li>
<li>Give elk and moose wandering through camp plenty of room.</li>
</ul>
<h2>Backcountry camping</h2>
<p>Overnight trips into the wilderness need a permit for a designated site, and you must carry food in a hard-sided bear-resistant canister. Campfires are not allowed in the backcountry.</p>
<p>If the park is full, national forest campgrounds and private campgrounds around Estes Park offer more sites, and our <a href="/accommodations">lodging guide</a> lists cabins for those who would rather sleep indoors.</p>
`,
  },
  {
    id: 'local-timed-entry',
    slug: 'planning-timed-entry-permits',
    title: 'Planning Your Visit: Timed Entry Permits Explained',
    excerpt:
      'From late May to mid-October a reservation is needed to enter Rocky Mountain National Park during the day. How the two permit types work and when they are released.',
    author: 'Sarah Whitfield',
    date: '2025-05-01',
    category: 'Planning',
    image: 'planning',
    featured: true,
    tags: ['timed entry', 'permits', 'planning', 'reservations'],
    content: `
<p>To manage summer crowds, Rocky Mountain National Park asks day visitors to reserve a timed entry window from late May through mid-October. Here is how it works, in the order you will need it.</p>
<h2>Two kinds of permit</h2>
<ul>
<li><strong>Park Access+</strong> covers the whole park including the Bear Lake Road corridor, and is needed there from 5 a.m. to 6 p.m.</li>
<li><strong>Park Access</strong> covers the rest of the park, including Trail Ridge Road, from 9 a.m. to 2 p.m.</li>
</ul>
<p>A permit is a reservation to enter within a two-hour window; once inside you can stay all day. You still pay the park entrance fee or show a pass.</p>
<h2>When permits are released</h2>
<p>Most permits are released on the first day of the month before your visit, at 8 a.m. Mountain Time, on the federal recreation reservations site. A second batch is released at 7 p.m. the evening before each day. Have an account ready and be logged in a few minutes early.</p>
<h2>Ways around the reservation</h2>
<p>Enter before the permit hours begin, and you need no reservation. Campers with a park campground site, and visitors with a commercial tour, are also covered. Outside the season, no permit is needed at all.</p>
<h2>A simple plan</h2>
<ol>
<li>Pick your park days and choose Park Access+ if you want Bear Lake.</li>
<li>Set a reminder for the release date and time.</li>
<li>If you miss out, try the 7 p.m. release, or plan a sunrise start.</li>
</ol>
<p>Then book a place to stay close to the entrance: see our <a href="/accommodations">accommodations</a>.</p>
`,
  },
  {
    id: 'local-activities',
    slug: 'lake-estes-paddling-fishing-and-horseback-rides',
    title: 'Paddling, Fishing and Horseback Rides Around Estes Park',
    excerpt:
      'Not every day needs a summit. Kayaks on Lake Estes, trout in the Big Thompson and trail rides through the pines make easy, memorable outings.',
    author: 'Jenna Cole',
    date: '2025-06-30',
    category: 'Activities',
    image: 'lake',
    featured: false,
    tags: ['kayaking', 'fishing', 'horseback riding', 'family'],
    content: `
<p>Between big hiking days, Estes Park has plenty of gentler adventures, most within a few minutes of downtown.</p>
<h2>On the water</h2>
<p>The marina on <strong>Lake Estes</strong> rents kayaks, paddleboards and pontoon boats in summer, with the Front Range reflected in the water on calm mornings. The paved path around the lake is good for bikes and strollers.</p>
<h2>Fishing</h2>
<p>The Big Thompson and Fall River hold brown, rainbow and brook trout, and several lakes in the park hold native greenback cutthroat. A Colorado fishing license is required for anyone 16 and older, and the park has its own catch-and-release waters: read the regulations first.</p>
<h2>In the saddle</h2>
<p>Local stables lead trail rides from one hour to a full day, including rides into the national park. Wear long pants and closed shoes, and book ahead in July and August.</p>
<p>Find more in our <a href="/things-to-do">things to do</a> guide.</p>
`,
  },
  {
    id: 'local-after-dark',
    slug: 'estes-park-after-dark',
    title: 'Estes Park After Dark: Stargazing, Live Music and Late Bites',
    excerpt:
      'When the trails go quiet, the night sky comes out. Where to look up, where to hear live music, and where to find food after 9 p.m.',
    author: 'Marcus Reyes',
    date: '2025-02-14',
    category: 'Nightlife',
    image: 'night-sky',
    featured: false,
    tags: ['stargazing', 'live music', 'night'],
    content: `
<p>Estes Park is an early-to-bed town, but the evenings have their own rewards, starting with one of the darkest skies this close to a major city.</p>
<h2>Stargazing</h2>
<p>Drive a few minutes into the park, away from town lights, and the Milky Way is plain to see on moonless summer nights. Pull-outs in Moraine Park and along Trail Ridge Road make fine viewpoints. The park runs night-sky programs in summer, and a red flashlight keeps your night vision.</p>
<h2>Live music</h2>
<p>Downtown bars and brewery taprooms host local bands most summer weekends, and free concerts play outdoors in the warmer months. Check the <a href="/events">events calendar</a> for what is on during your stay.</p>
<h2>Late bites</h2>
<p>Many kitchens close by 9 p.m. outside summer. Eat earlier than you would at home, or look for the pubs that serve late. Dress warmly for the walk back: mountain nights are cold even in July.</p>
`,
  },
  {
    id: 'local-moose-bighorn',
    slug: 'moose-bighorn-sheep-and-marmots',
    title: 'Beyond the Elk: Moose, Bighorn Sheep and Marmots',
    excerpt:
      'The park is home to far more than elk. Where to look for moose, bighorn sheep, marmots and pikas, and how to watch them without disturbing them.',
    author: 'Jenna Cole',
    date: '2025-07-20',
    category: 'Wildlife',
    image: 'bighorn',
    featured: false,
    tags: ['moose', 'bighorn sheep', 'marmots', 'pikas'],
    content: `
<p>Elk get the headlines, but a patient visitor can see a remarkable range of animals in a single day, from the willow flats of the west side to the rock fields above tree line.</p>
<h2>Moose on the west side</h2>
<p>Moose were reintroduced to Colorado in the 1970s and are now common in the <strong>Kawuneeche Valley</strong> along the young Colorado River. Look in the willows at dawn and dusk. Moose are unpredictable and fast: stay well back, at least 25 yards, and farther from a cow with a calf.</p>
<h2>Bighorn sheep at Sheep Lakes</h2>
<p>From May to mid-summer, bighorn sheep come down to the mineral-rich soil at <strong>Sheep Lakes</strong> in Horseshoe Park. Rangers sometimes stop traffic so the herd can cross the road. Later in the season look for them on the cliffs along Trail Ridge Road and near Big Thompson Canyon.</p>
<h2>Marmots and pikas on the tundra</h2>
<p>Yellow-bellied marmots sun themselves on rocks at the Rock Cut and near the Alpine Visitor Center. Listen for the sharp squeak of the pika, a small relative of the rabbit that gathers "haypiles" of flowers for the winter in the boulder fields.</p>
<p>Never feed any wildlife. Food from people makes animals sick and bold, and a fed animal often has to be removed.</p>
`,
  },
  {
    id: 'local-winter-hiking',
    slug: 'winter-hiking-and-snowshoeing',
    title: 'Winter Hiking and Snowshoeing in Rocky Mountain National Park',
    excerpt:
      'Quiet trails, snowy peaks and no timed entry: winter is a wonderful time in the park. Where to go, what to wear and how to stay safe in the snow.',
    author: 'Marcus Reyes',
    date: '2025-01-20',
    category: 'Hiking',
    image: 'snowshoe',
    featured: false,
    tags: ['winter', 'snowshoeing', 'hiking', 'Bear Lake'],
    content: `
<p>When the crowds leave, the park turns into a snowy wilderness just minutes from town. Winter days are short and cold, but the trails are quiet and no timed entry permit is needed.</p>
<h2>Where to go</h2>
<ul>
<li><strong>Bear Lake to Dream Lake</strong>: the most reliable snow on the east side, with frozen lakes under Hallett Peak.</li>
<li><strong>Sprague Lake</strong>: a flat loop that is ideal for a first time on snowshoes.</li>
<li><strong>Wild Basin</strong>: a quieter forest trail toward Calypso Cascades.</li>
</ul>
<h2>What to bring</h2>
<p>Snowshoes or traction devices, waterproof boots, gaiters and warm layers. Rentals are available in town. Start with a short outing: breaking trail in deep snow takes far more energy than summer hiking.</p>
<h2>Staying safe</h2>
<p>Winds on the Divide can be fierce, and avalanches happen in steep terrain above the lakes. Check the avalanche forecast, stay on marked routes, and turn back early: the sun sets before 5 p.m. in December.</p>
`,
  },
];
