/** The chunk the My trip page loads in: its screen, and its loader's data and head. */
export { MyTripPage } from './my-trip-page';
export { loadMyTripPageData } from './my-trip-data';
