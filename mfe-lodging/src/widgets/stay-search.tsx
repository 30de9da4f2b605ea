/**
 * The home page's stay search (docs/rules/lodging.md#home-widgets): area (default Downtown Estes
 * Park), dates, adults (default 2) and children by age. Unlike the earlier site it passes what was chosen on to
 * /accommodations, which narrows the list by them; the date rules are the booking box's
 * (docs/rules/lodging.md#booking-dates).
 */
import { StaySearchForm } from '../components/stay-search-form';
import { mountainDate } from '@estes/shared/mountain-time';
import { defaultListingQuery } from '../domain/lodging-types';

export interface StaySearchWidgetData {
  /** The town's date, from the server, so the date fields' minimums agree with hydration. */
  today: string;
}

export const homeSearchDefaults = { area: 'downtown', adults: 2 } as const;

export function loader(): StaySearchWidgetData {
  return { today: mountainDate() };
}

export default function StaySearchWidget({ data }: { data: StaySearchWidgetData }) {
  return <StaySearchForm initial={homeSearchDefaults} today={data.today} baseQuery={defaultListingQuery} />;
}
