/**
 * The Demand API v3.2 reference's own request and response examples (developers.booking.com,
 * "Booking.com Demand API" 3.2, `/accommodations/search`, `/accommodations/details` and
 * `/accommodations/availability`), transcribed field by field for the client's tests: the
 * client must send what the examples send and read what they answer. The reference writes
 * placeholders such as `!AFFILIATE_ID!` and `!START_DATE!`; here they are filled with test
 * values. Entries the reference elides with '...' are left out.
 */

export const exampleAffiliateId = '1234567';

/** The search request example (the reference's, with the dates filled in). */
export const searchRequestExample = {
  booker: { country: 'nl', platform: 'desktop' },
  checkin: '2027-07-09',
  checkout: '2027-07-11',
  city: -2140479,
  extras: ['extra_charges', 'products'],
  guests: { number_of_adults: 2, number_of_rooms: 1 },
};

const money = (amount: number) => ({ accommodation_currency: amount, booker_currency: amount });

/** The search response example. */
export const searchResponseExample = {
  request_id: '01fr9ez700exycb98w90w5r9sh',
  data: [
    {
      id: 10004,
      currency: { accommodation: 'EUR', booker: 'EUR' },
      deep_link_url: `booking://hotel/10004?affiliate_id=${exampleAffiliateId}&checkin=2027-07-09&checkout=2027-07-11&mcid=10`,
      price: {
        base: money(1081.49),
        charges: [
          { charge: 21, condition: null, included_in: { display: true }, total_amount: money(97.34) },
          { charge: 22, condition: null, included_in: { display: true }, total_amount: money(75.7) },
          { charge: 142, condition: null, included_in: { display: true }, total_amount: money(6) },
        ],
        display: money(1260.52),
        total: money(1260.52),
      },
      products: [
        {
          id: '1000420_95127794_2_0_0',
          bundle: null,
          children: [],
          deal: null,
          inventory: { third_party: false, type: 'sell' },
          number_of_adults: 2,
          policies: {
            cancellation: { free_cancellation_until: null, type: 'non_refundable' },
            meal_plan: { meals: [], plan: 'no_plan' },
            payment: { timings: ['pay_at_the_property'] },
          },
          price: {
            base: money(1081.49),
            charges: [
              {
                charge: 21,
                condition: null,
                included_in: { display: true, chargeable_online: true },
                mode: 'percentage',
                percentage: 9,
                total_amount: money(107.07),
                unit_amount: null,
              },
            ],
            display: money(1260.52),
            total: money(1260.52),
          },
          room: '1000425',
        },
      ],
      url: `https://www.booking.com/hotel/nl/conscious-the-tire-station.html?affiliate_id=${exampleAffiliateId}&checkin=2027-07-09&checkout=2027-07-11&group_adults=2&no_rooms=1`,
    },
  ],
  metadata: { next_page: null },
};

/** The details request example. */
export const detailsRequestExample = {
  accommodations: [10004],
  extras: ['bundles', 'description', 'facilities', 'payment', 'photos', 'policies', 'rooms'],
  languages: ['en-gb', 'zh-cn'],
};

const photoUrls = (id: string) => ({
  large: `https://q-xx.bstatic.com/xdata/images/hotel/max1280/${id}.jpg?k=a1fea83a&o=`,
  standard: `https://q-xx.bstatic.com/xdata/images/hotel/max500/${id}.jpg?k=a1fea83a&o=`,
  thumbnail: `https://q-xx.bstatic.com/xdata/images/hotel/100x100/${id}.jpg?k=a1fea83a&o=`,
  thumbnail_large: `https://q-xx.bstatic.com/xdata/images/hotel/300x300/${id}.jpg?k=a1fea83a&o=`,
});

/** The details response example (its long texts shortened). */
export const detailsResponseExample = {
  request_id: '01fr9ez700exycb98w90w5r9sh',
  data: [
    {
      id: 10004,
      accommodation_status: 'open',
      accommodation_type: 204,
      brands: [],
      checkin_checkout_times: {
        checkin_from: '15:00:00',
        checkin_to: null,
        checkout_from: '07:00:00',
        checkout_to: '12:00:00',
      },
      currency: 'EUR',
      description: {
        important_information: { 'en-gb': 'Parking in Amsterdam is challenging.' },
        license_numbers: [],
        text: {
          'en-gb':
            'The Pavilions Amsterdam, The Toren features elegant accommodation alongside the famous Keizersgracht canal.',
        },
      },
      facilities: [{ id: 5, attributes: [] }],
      is_genius: true,
      location: {
        address: { 'en-us': 'Keizersgracht 164' },
        city: -2140479,
        coordinates: { latitude: 52.375858, longitude: 4.886006 },
        country: 'nl',
        districts: [145, 3024, 9173],
        postal_code: '1015 CZ',
        regions: [1010, 2776],
      },
      long_stay_friendly: false,
      meal_prices: { breakfast: 20, dinner: null, lunch: null },
      name: { 'en-us': 'The Pavilions Amsterdam, The Toren' },
      number_of_rooms: 11,
      photos: [{ main_photo: true, tags: ['Neighbourhood'], url: photoUrls('243931754') }],
      policies: {
        cots_and_extra_beds: [{ age: { from: 0, to: 2 }, mode: 'per_night', price: 0, type: 'crib' }],
        maximum_checkin_age: null,
        minimum_checkin_age: 18,
        minimum_guest_age: 0,
        pets: { allowed: 'no', charge_mode: null },
      },
      price_category: '$$$$',
      rating: { number_of_reviews: 930, preferred: true, review_score: 9, stars: 4, stars_type: 'official' },
      rooms: [
        {
          id: '1000420',
          attributes: ['non_smoking'],
          bed_options: [
            {
              bed_configurations: [
                { id: '1000420-1', configuration: [{ bed_type: 6, number_of_beds: 1 }] },
                { id: '1000420-2', configuration: [{ bed_type: 1, number_of_beds: 2 }] },
              ],
              has_bathroom: true,
              is_bedroom: true,
            },
          ],
          cots_and_extra_beds: {
            are_allowed_together: false,
            maximum_number_of_cots: 0,
            maximum_number_of_extra_beds: 0,
          },
          description: { 'en-gb': 'This room features decor with rich colours and original features.' },
          facilities: [{ id: 1, attributes: [] }],
          maximum_occupancy: { adults: 2, children: 1 },
          name: { 'en-gb': 'Standard Double or Twin Room' },
          number_of_rooms: { bathrooms: 1, bedrooms: 1, living_rooms: 0 },
          photos: [{ tags: ['Neighbourhood'], url: photoUrls('243931754') }],
          room_type: 9,
          size: 18,
        },
      ],
      spoken_languages: ['de', 'en-gb', 'fr', 'nl'],
      themes: [6],
      url: {
        web: `https://www.booking.com/hotel/nl/toren.html?affiliate_id=${exampleAffiliateId}`,
        app: `booking://hotel/10004?affiliate_id=${exampleAffiliateId}`,
      },
      work_friendly: false,
    },
  ],
  metadata: { next_page: null },
};

/** The availability request example (with the dates filled in). */
export const availabilityRequestExample = {
  accommodations: [10004],
  booker: { country: 'nl', platform: 'desktop' },
  checkin: '2027-07-09',
  checkout: '2027-07-11',
  extras: ['extra_charges'],
  filters: { meal_plan: 'breakfast_included', cancellation_type: 'free_cancellation' },
  guests: { number_of_adults: 2, number_of_rooms: 1 },
};

/** The availability response example. */
export const availabilityResponseExample = {
  request_id: '01fr9ez700exycb98w90w5r9sh',
  data: [
    {
      id: 10004,
      currency: { accommodation: 'EUR', booker: 'EUR' },
      deep_link_url: `booking://hotel/10004?affiliate_id=${exampleAffiliateId}&checkin=2027-07-09&checkout=2027-07-11`,
      products: [
        {
          id: '1000420_358188572_2_0_0',
          bundle: null,
          deal: null,
          inventory: { third_party: false, type: 'sell' },
          maximum_occupancy: { adults: 2, children: null, total: 2 },
          number_available: 3,
          policies: {
            cancellation: {
              free_cancellation_until: '2027-07-07T00:00:00+00:00',
              type: 'free_cancellation',
              schedule: [
                { from: 'now', price: money(0) },
                { from: '2027-07-07T00:00:00+00:00', price: money(1189.2) },
              ],
            },
            meal_plan: { meals: [], plan: 'no_plan' },
            payment: { timings: ['pay_at_the_property'] },
          },
          price: {
            base: money(1189.2),
            chargeable_online: money(1302.7),
            charges: [
              {
                charge: 21,
                condition: null,
                included_in: { display: true, chargeable_online: true },
                mode: 'percentage',
                percentage: 9,
                total_amount: money(107.07),
                unit_amount: null,
              },
              {
                charge: 22,
                condition: null,
                included_in: { display: true, chargeable_online: false },
                mode: 'percentage',
                percentage: 7,
                total_amount: money(83.27),
                unit_amount: null,
              },
              {
                charge: 142,
                condition: null,
                included_in: { display: true, chargeable_online: true },
                mode: 'per_person_per_night',
                percentage: null,
                total_amount: money(6),
                unit_amount: money(3),
              },
            ],
            display: money(1385.97),
            total: money(1385.97),
          },
          room: '1000420',
        },
      ],
      recommendation: {
        price: {
          base: money(1081.49),
          chargeable_online: money(1260.52),
          charges: [
            {
              charge: 21,
              total_amount: money(97.34),
              condition: null,
              included_in: { display: true, chargeable_online: true },
            },
          ],
          display: money(1260.52),
          total: money(1260.52),
        },
        products: [
          {
            id: '1000420_95127794_2_0_0',
            children: [],
            number_of_adults: 2,
            price: { display: money(1260.52), total: money(1260.52) },
          },
        ],
      },
      url: `https://www.booking.com/hotel/nl/toren.html?aid=${exampleAffiliateId}&checkin=2027-07-09&checkout=2027-07-11&no_rooms=1&group_adults=2`,
    },
  ],
};

/** The documented error answer (a 400 of the reference's error-handling pages). */
export const errorAnswerExample = {
  request_id: '01gw5aaj8dkh7fvgwa7phs916x',
  errors: [{ id: 'missing_parameter', message: "Parameter 'checkin' is missing." }],
};
