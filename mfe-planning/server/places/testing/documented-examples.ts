/**
 * Requests and answers in the shapes the Places API (New) reference documents (decision 038),
 * written out by hand for the client's tests: the Text Search and Place Details examples' form
 * (a `places` list; a `Place` with `displayName` as LocalizedText, `location` as LatLng,
 * `regularOpeningHours` with `periods` of `open`/`close` points and `weekdayDescriptions`,
 * `currentOpeningHours` with dated points, a `truncated` close and `specialDays`), and the
 * `google.rpc.Status` error bodies. The values are ours (STAND-IN TEST DATA); the ids are the
 * documentation's own example id and made-up ones.
 */

/** The place id the Place Details guide uses in its examples. */
export const documentedPlaceId = 'ChIJj61dQgK6j4AR4GeTYWZsKWw';

/** A Text Search answer: two places, the fields a match asks for. */
export const documentedSearchAnswer = {
  places: [
    {
      id: 'ChIJstandinExampleBirdJim01',
      displayName: { text: 'Bird & Jim', languageCode: 'en' },
      formattedAddress: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
      businessStatus: 'OPERATIONAL',
    },
    {
      id: 'ChIJstandinExampleOther0002',
      displayName: { text: 'Jim’s Stand-in Diner', languageCode: 'en' },
      formattedAddress: '12 Stand-in Test Road, Estes Park, CO 80517, USA',
      businessStatus: 'CLOSED_TEMPORARILY',
    },
  ],
};

/** Place Details with every field our mask asks for. Monday to Saturday 11–21, Sunday 10–15; Thanksgiving closed. */
export const documentedDetailsAnswer = {
  id: documentedPlaceId,
  displayName: { text: 'Bird & Jim', languageCode: 'en' },
  formattedAddress: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
  location: { latitude: 40.3671, longitude: -105.5412 },
  rating: 4.4,
  userRatingCount: 212,
  regularOpeningHours: {
    openNow: true,
    periods: [
      { open: { day: 0, hour: 10, minute: 0 }, close: { day: 0, hour: 15, minute: 0 } },
      ...[1, 2, 3, 4, 5, 6].map((day) => ({ open: { day, hour: 11 }, close: { day, hour: 21, minute: 0 } })),
    ],
    weekdayDescriptions: [
      'Monday: 11:00 AM – 9:00 PM',
      'Tuesday: 11:00 AM – 9:00 PM',
      'Wednesday: 11:00 AM – 9:00 PM',
      'Thursday: 11:00 AM – 9:00 PM',
      'Friday: 11:00 AM – 9:00 PM',
      'Saturday: 11:00 AM – 9:00 PM',
      'Sunday: 10:00 AM – 3:00 PM',
    ],
  },
  currentOpeningHours: {
    openNow: false,
    periods: [
      {
        open: { day: 3, hour: 11, minute: 0, date: { year: 2026, month: 11, day: 25 } },
        close: { day: 3, hour: 21, minute: 0, date: { year: 2026, month: 11, day: 25 } },
      },
      {
        open: { day: 5, hour: 11, minute: 0, date: { year: 2026, month: 11, day: 27 } },
        close: { day: 5, hour: 21, minute: 0, date: { year: 2026, month: 11, day: 27 }, truncated: false },
      },
    ],
    weekdayDescriptions: ['Thursday: Closed'],
    specialDays: [{ date: { year: 2026, month: 11, day: 26 } }],
  },
  utcOffsetMinutes: -420,
  nationalPhoneNumber: '(970) 555-0107',
  internationalPhoneNumber: '+1 970-555-0107',
  websiteUri: 'https://bird-and-jim.stand-in.example/',
  googleMapsUri: `https://maps.google.com/?cid=0&q=place_id:${documentedPlaceId}`,
  businessStatus: 'OPERATIONAL',
  attributions: [{ provider: 'Stand-in Test Data Co-op', providerUri: 'https://co-op.stand-in.example/' }],
};

/** A key Google does not know: 400 INVALID_ARGUMENT with the ErrorInfo reason API_KEY_INVALID. */
export const documentedKeyInvalid = {
  error: {
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'places.googleapis.com' },
      },
    ],
  },
};

/** A key without the Places API (New) enabled for it. */
export const documentedPermissionDenied = {
  error: {
    code: 403,
    message: 'Places API (New) has not been used in project 0 before or it is disabled.',
    status: 'PERMISSION_DENIED',
    details: [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED', domain: 'googleapis.com' },
    ],
  },
};

export const documentedQuotaExceeded = {
  error: { code: 429, message: "Quota exceeded for quota metric 'Requests'.", status: 'RESOURCE_EXHAUSTED' },
};
