/**
 * The planning forms' sample submissions, valid against the forms' contract (the schemas next to
 * them check them: submission-schemas.test.ts): an events-page listing, a /submit-event
 * submission (its required fields), a partner application and an approved event as the calendar
 * serves it. Shared by the area's schema, server and review-tool tests and declared for the
 * tools, which post them as a visitor would (`@estes/mfe-planning/form-samples`: the bench, the
 * fuzz run, the photo load, decision 046). Test data: no screen imports them.
 */
export const eventListingFixture = {
  eventName: 'Elk Fest',
  eventDate: '2027-09-25',
  startTime: '10:00',
  endTime: '17:00',
  location: 'Estes Park',
  venue: 'Bond Park',
  category: 'Festival',
  ticketPrice: 'Free',
  description: 'Bugling contests, elk talks and Native American music.',
  website: 'https://elkfest.example.org',
  email: 'events@example.org',
  phone: '(970) 555-0100',
};

export const eventSubmissionFixture = {
  eventName: 'Sunset Jazz at Lake Estes',
  eventDate: '2027-07-04',
  venue: 'Lake Estes Marina',
  eventType: 'concert',
  description: 'An evening of jazz by the water.',
  organizerName: 'Lake Estes Music Club',
  email: 'jazz@example.org',
};

export const approvedEventFixture = {
  id: 'a1',
  title: 'Bluegrass in Bond Park',
  date: '2026-12-05',
  time: '7:00 PM',
  location: 'Estes Park',
  venue: 'Bond Park',
  category: 'Music',
  description: 'Live bluegrass.',
  price: 'Free',
  organizer: 'Estes Pickers',
  website: null,
  registrationLink: null,
  ageRequirements: null,
  images: [],
  photos: [],
  tags: [],
  featured: false,
  recurring: false,
};

export const partnerApplicationFixture = {
  name: 'Ben Cole',
  email: 'ben@example.com',
  partnershipType: 'restaurant',
  goals: 'Reach more summer visitors.',
};
