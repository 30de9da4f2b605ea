/** The home hero's words, apart from home-meta.ts so the page does not pull the head's structured data into the first load. */
export const homeHeadline = 'Find Your Perfect Estes Park Stay';
export const homeSubline = 'Find a place to stay, and book it with our partner';
