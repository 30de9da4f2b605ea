/**
 * What /getting-around offers, in one sentence: the page's introduction, its description (its
 * head, for search engines and shared links) and the site search's summary of it
 * (server/site-index) read this one text, so they never describe the page differently.
 */
export const gettingAroundDescription =
  'Rocky Mountain National Park’s Hiker Shuttle and Park & Ride, the town’s free shuttles, parking in Estes Park, when trailhead lots typically fill, and the park’s safety essentials and emergency numbers.';
