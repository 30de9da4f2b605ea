/**
 * The header's navigation items and the footer's link groups (docs/rules/site.md#header,
 * docs/rules/site.md#footer). Every href comes from the shared path table.
 */
import { paths } from '@estes/shared';

export interface NavigationItem {
  name: string;
  href: string;
  /** Accessible name: starts with the visible label, then says what is behind it. */
  ariaLabel: string;
  /** Paths that also highlight this item, and whether sub-paths count. */
  activeOn: readonly string[];
  activeOnSubpaths?: boolean;
}

export const navigationItems: readonly NavigationItem[] = [
  {
    name: 'Stay',
    href: paths.accommodations(),
    ariaLabel: 'Stay: compare hotels, cabins, vacation homes and resorts',
    // A property's pages are part of the stay section: /property/{id}, /mobile/property/{id}.
    activeOn: [paths.accommodations(), '/property', '/mobile/property'],
    activeOnSubpaths: true,
  },
  {
    name: 'Do',
    href: paths.thingsToDo(),
    ariaLabel: 'Do: things to do, from hikes to wildlife tours',
    activeOn: [paths.thingsToDo()],
  },
  {
    name: 'Eat',
    href: paths.restaurants(),
    ariaLabel: 'Eat: restaurants and dining in Estes Park',
    activeOn: [paths.restaurants(), '/dining'],
  },
  {
    name: 'Plan',
    href: paths.tripPlanning(),
    ariaLabel: 'Plan: trip planning help and custom itineraries',
    activeOn: [paths.tripPlanning(), '/plan-your-trip'],
  },
  {
    name: 'Local Intel',
    href: paths.blog(),
    ariaLabel: 'Local Intel: local stories and expert guides',
    activeOn: [paths.blog()],
    activeOnSubpaths: true,
  },
];

export function isNavigationItemActive(item: NavigationItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return item.activeOn.some(
    (active) => path === active || (item.activeOnSubpaths === true && path.startsWith(`${active}/`)),
  );
}

export interface FooterLink {
  name: string;
  href: string;
  /** Outbound sponsored link (the booking partner). */
  external?: boolean;
}

export interface FooterGroup {
  id: string;
  title: string;
  links: readonly FooterLink[];
}

/** `bookingPartnerLink`: the site-wide partner link, through /go (decision 033). */
export function footerGroups(bookingPartnerLink: string): readonly FooterGroup[] {
  return [
    {
      id: 'accommodations',
      title: 'Accommodations',
      links: [
        { name: 'All Lodging', href: paths.accommodations() },
        { name: 'Hotels', href: paths.accommodations({ type: 'Hotel' }) },
        { name: 'Cabins', href: paths.accommodations({ type: 'Cabin' }) },
        { name: 'Vacation Homes', href: paths.accommodations({ type: 'House' }) },
        { name: 'Resorts', href: paths.accommodations({ type: 'Resort' }) },
        { name: 'Book Accommodations', href: bookingPartnerLink, external: true },
      ],
    },
    {
      id: 'explore',
      title: 'Explore Estes Park',
      links: [
        { name: 'Things to Do', href: paths.thingsToDo() },
        { name: 'Outdoor Adventures', href: paths.thingsToDo({ category: 'Outdoor' }) },
        { name: 'Restaurants', href: paths.restaurants() },
        { name: 'Downtown Guide', href: paths.downtown() },
        { name: 'Events Calendar', href: paths.events() },
      ],
    },
    {
      id: 'plan',
      title: 'Plan Your Trip',
      links: [
        { name: 'Trip Planning', href: paths.tripPlanning() },
        { name: 'Weather', href: paths.weather() },
        { name: 'Webcams', href: paths.webcams() },
        { name: 'Getting Around', href: paths.gettingAround() },
        // The one page made to be kept on a phone for the park's dead zones (decision 083).
        { name: 'Park Pack for Offline', href: paths.parkPack() },
        { name: 'The Estes Insider Newsletter', href: paths.newsletter() },
        { name: 'Local Intel Blog', href: paths.blog() },
      ],
    },
    {
      id: 'resources',
      title: 'Resources',
      links: [
        { name: 'Contact Us', href: paths.tripPlanning() },
        { name: 'Help Center', href: paths.tripPlanning() },
        { name: 'Submit an Event', href: paths.submitEvent() },
        { name: 'Partner With Us', href: paths.partner() },
        { name: 'Privacy Policy', href: paths.privacyPolicy() },
        { name: 'Terms of Service', href: paths.termsOfService() },
        { name: 'Accessibility', href: paths.accessibility() },
      ],
    },
  ];
}
