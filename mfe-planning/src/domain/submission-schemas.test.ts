/** @jest-environment node */
import { fieldMessages, formMessages } from './form-messages';
import {
  ageRequirementOptions,
  eventCategoryOptions,
  hearAboutUsOptions,
  partnerBudgetOptions,
  partnershipTypeOptions,
  registrationOptions,
  submitEventTypeOptions,
  groupSizeOptions,
  tripBudgetOptions,
} from './form-options';
import {
  contactMessageSchema,
  eventListingSchema,
  eventSubmissionSchema,
  partnerApplicationSchema,
  tripRequestSchema,
  validate,
  type FieldErrors,
} from './submission-schemas';
import type { z } from 'zod';
import { eventListingFixture, eventSubmissionFixture, partnerApplicationFixture } from './form-samples';

const errorsOf = (schema: z.ZodType, input: unknown): FieldErrors => {
  const result = validate(schema, input);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.fieldErrors;
};

const contact = { name: 'Ana Ruiz', email: 'ana@example.com', message: 'Is Trail Ridge Road open in May?' };
const trip = { ...contact, formType: 'trip-planning' };
const listing = eventListingFixture;
const submission = eventSubmissionFixture;
const partner = partnerApplicationFixture;

describe('contact form message', () => {
  it('refuses NUL and other control characters in what is typed, field by field, keeping line breaks and tabs', () => {
    expect(
      errorsOf(contactMessageSchema, {
        ...contact,
        name: 'Ana\u0000Ruiz',
        email: 'ana\u0007@example.com',
        message: 'Line one\u001b[31m red',
      }),
    ).toEqual({
      name: fieldMessages.controlCharacters,
      email: fieldMessages.email,
      message: fieldMessages.controlCharacters,
    });
    expect(validate(contactMessageSchema, { ...contact, message: 'Line one\nLine two\tindented\r\nthree' }).ok).toBe(
      true,
    );
    expect(errorsOf(eventSubmissionSchema, { ...submission, specialNotes: 'ok\u0085\u009b' })).toEqual({
      specialNotes: fieldMessages.controlCharacters,
    });
  });

  it('accepts name, email and message, with phone optional and formType contact', () => {
    expect(validate(contactMessageSchema, contact)).toEqual({
      ok: true,
      value: { ...contact, phone: undefined, formType: 'contact' },
    });
  });

  it('requires name, a valid email and a message, each with its own message', () => {
    expect(errorsOf(contactMessageSchema, { name: ' ', email: 'not an email', message: '' })).toEqual({
      name: fieldMessages.name,
      email: fieldMessages.email,
      message: fieldMessages.message,
    });
    expect(errorsOf(contactMessageSchema, {})).toEqual({
      name: fieldMessages.name,
      email: fieldMessages.email,
      message: fieldMessages.message,
    });
  });

  it.each(['a b@example.com', 'ana@example', '@example.com', 'ana@ex ample.com'])('refuses the email %p', (value) => {
    expect(errorsOf(contactMessageSchema, { ...contact, email: value })).toEqual({ email: fieldMessages.email });
  });

  it('checks an optional phone and trims fields', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, phone: 'call me' })).toEqual({ phone: fieldMessages.phone });
    const result = validate(contactMessageSchema, { ...contact, name: '  Ana  ', phone: ' 970-555-0142 ' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Ana', phone: '970-555-0142' } });
  });

  it('limits sizes', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, message: 'x'.repeat(5001) })).toEqual({
      message: fieldMessages.tooLong(5000),
    });
    expect(errorsOf(contactMessageSchema, { ...contact, name: 'x'.repeat(101) })).toEqual({
      name: fieldMessages.tooLong(100),
    });
  });

  it('refuses a filled honeypot', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, homepage: 'http://spam.example' })).toEqual({
      homepage: fieldMessages.honeypot,
    });
  });
});

describe('trip request', () => {
  it('needs formType trip-planning and takes dates, group size, budget and interests', () => {
    const result = validate(tripRequestSchema, {
      ...trip,
      dates: 'June 12-16',
      groupSize: '3-4',
      budget: '1000-2500',
      interests: ['hiking', 'wildlife'],
      packageId: 'family-mountain-getaway',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { formType: 'trip-planning', groupSize: '3-4', budget: '1000-2500', interests: ['hiking', 'wildlife'] },
    });
    expect(errorsOf(tripRequestSchema, contact)).toEqual({ formType: 'This form sends trip requests only.' });
  });

  it('reads one checkbox from a plain form post and treats empty choices as not given', () => {
    expect(validate(tripRequestSchema, { ...trip, interests: 'dining', groupSize: '', budget: '' })).toMatchObject({
      ok: true,
      value: { interests: ['dining'], groupSize: undefined, budget: undefined },
    });
  });

  it('offers the listed group sizes and budgets, and refuses others', () => {
    expect(groupSizeOptions.map((option) => option.value)).toEqual(['1-2', '3-4', '5-8', '9+']);
    expect(tripBudgetOptions.map((option) => option.value)).toEqual([
      'under-1000',
      '1000-2500',
      '2500-5000',
      'over-5000',
    ]);
    expect(errorsOf(tripRequestSchema, { ...trip, groupSize: '20', interests: ['knitting'] })).toEqual({
      groupSize: fieldMessages.choice,
      interests: fieldMessages.choice,
    });
  });
});

describe('event form of the events page', () => {
  it('accepts a complete event, socialHandle optional', () => {
    expect(validate(eventListingSchema, listing)).toEqual({ ok: true, value: listing });
    expect(validate(eventListingSchema, { ...listing, socialHandle: '@elkfest' }).ok).toBe(true);
  });

  it('requires every other field', () => {
    expect(errorsOf(eventListingSchema, {})).toEqual({
      eventName: fieldMessages.eventName,
      eventDate: fieldMessages.eventDate,
      startTime: fieldMessages.startTime,
      endTime: fieldMessages.endTime,
      location: fieldMessages.location,
      venue: fieldMessages.venue,
      category: fieldMessages.category,
      ticketPrice: fieldMessages.ticketPrice,
      description: fieldMessages.description,
      website: fieldMessages.website,
      email: fieldMessages.email,
      phone: fieldMessages.phone,
    });
  });

  it('checks the date, times, URL and the 750-character description', () => {
    expect(
      errorsOf(eventListingSchema, {
        ...listing,
        eventDate: '2027-02-30',
        startTime: '25:00',
        website: 'elkfest.org',
        description: 'x'.repeat(751),
      }),
    ).toEqual({
      eventDate: fieldMessages.eventDate,
      startTime: fieldMessages.time,
      website: fieldMessages.url,
      description: fieldMessages.tooLong(750),
    });
    expect(validate(eventListingSchema, { ...listing, description: 'x'.repeat(750) }).ok).toBe(true);
  });

  it('offers the listed categories', () => {
    expect(eventCategoryOptions.map((option) => option.value)).toEqual([
      'Festival',
      'Music',
      'Food',
      'Sports',
      'Arts',
      'Family',
      'Outdoor',
      'Entertainment',
      'Workshop',
      'Cultural',
      'Other',
    ]);
    expect(errorsOf(eventListingSchema, { ...listing, category: 'Rodeo' })).toEqual({
      category: fieldMessages.category,
    });
  });
});

describe('event submission of /submit-event', () => {
  it('requires name, date, type, venue, description, organizer and email only', () => {
    expect(validate(eventSubmissionSchema, submission).ok).toBe(true);
    expect(errorsOf(eventSubmissionSchema, {})).toEqual({
      eventName: fieldMessages.eventName,
      eventDate: fieldMessages.eventDate,
      venue: fieldMessages.venue,
      eventType: fieldMessages.eventType,
      description: fieldMessages.description,
      organizerName: fieldMessages.organizerName,
      email: fieldMessages.email,
    });
  });

  it('checks website and registration link as URLs', () => {
    expect(
      errorsOf(eventSubmissionSchema, {
        ...submission,
        website: 'www',
        registrationRequired: 'yes',
        registrationLink: 'ftp://x.org',
      }),
    ).toEqual({ website: fieldMessages.url, registrationLink: fieldMessages.url });
  });

  it('keeps the registration link only when registration is yes', () => {
    const link = 'https://tickets.example.org/jazz';
    expect(
      validate(eventSubmissionSchema, { ...submission, registrationRequired: 'yes', registrationLink: link }),
    ).toMatchObject({ ok: true, value: { registrationLink: link } });
    expect(
      validate(eventSubmissionSchema, { ...submission, registrationRequired: 'recommended', registrationLink: link }),
    ).toMatchObject({ ok: true, value: { registrationLink: undefined } });
  });

  it('offers the listed option lists and refuses values outside them', () => {
    expect(submitEventTypeOptions.map((option) => option.value)).toEqual([
      'festival',
      'workshop',
      'concert',
      'outdoor',
      'food-drink',
      'family',
      'sports',
      'art-culture',
      'business',
      'other',
    ]);
    expect(ageRequirementOptions.map((option) => option.value)).toEqual([
      'all-ages',
      'family-friendly',
      '18+',
      '21+',
      'adults',
    ]);
    expect(registrationOptions.map((option) => option.value)).toEqual(['no', 'yes', 'recommended']);
    expect(hearAboutUsOptions.map((option) => option.value)).toEqual([
      'google-search',
      'social-media',
      'word-of-mouth',
      'local-business',
      'newsletter',
      'other',
    ]);
    expect(
      errorsOf(eventSubmissionSchema, { ...submission, eventType: 'rave', ageRequirements: '16+', hearAboutUs: 'tv' }),
    ).toEqual({
      eventType: fieldMessages.eventType,
      ageRequirements: fieldMessages.choice,
      hearAboutUs: fieldMessages.choice,
    });
  });
});

describe('partnership application', () => {
  it('requires name, email, type and goals; phone, link and budget are optional', () => {
    expect(validate(partnerApplicationSchema, partner)).toEqual({ ok: true, value: partner });
    expect(validate(partnerApplicationSchema, { ...partner, phone: '', link: '', budget: '' })).toEqual({
      ok: true,
      value: partner,
    });
    expect(errorsOf(partnerApplicationSchema, {})).toEqual({
      name: fieldMessages.name,
      email: fieldMessages.email,
      partnershipType: fieldMessages.partnershipType,
      goals: fieldMessages.goals,
    });
  });

  it('checks the link as a URL', () => {
    expect(errorsOf(partnerApplicationSchema, { ...partner, link: 'my site' })).toEqual({ link: fieldMessages.url });
    expect(validate(partnerApplicationSchema, { ...partner, link: 'https://trailhead.example.com' }).ok).toBe(true);
  });

  it('offers the listed types and budgets', () => {
    expect(partnershipTypeOptions.map((option) => option.value)).toEqual([
      'accommodation',
      'restaurant',
      'activity',
      'content',
      'advertising',
      'event',
      'other',
    ]);
    expect(partnerBudgetOptions.map((option) => option.value)).toEqual([
      'under-500',
      '500-1000',
      '1000-2500',
      '2500-5000',
      'over-5000',
      'project-based',
      'revenue-share',
      'discuss',
    ]);
    expect(errorsOf(partnerApplicationSchema, { ...partner, budget: 'a lot' })).toEqual({
      budget: fieldMessages.choice,
    });
  });
});

describe('form messages', () => {
  it('are the documented texts', () => {
    expect(formMessages.contactSuccess).toBe("Thank you for your message! We'll get back to you within 24 hours.");
    expect(formMessages.contactFailure('(970) 555-0142')).toBe(
      'Sorry, there was an error sending your message. Please try again or call us directly at (970) 555-0142.',
    );
    expect(formMessages.eventSuccess).toBe(
      "Thank you for submitting your event! We'll review it within 48 hours and contact you with next steps.",
    );
    expect(formMessages.eventFailure).toBe(
      'Sorry, there was an error submitting your event. Please try again or contact us directly.',
    );
    expect(formMessages.partnerSuccess).toMatch(/review.*within 24 hours/);
    expect(formMessages.partnerFailure).toBe(
      'Sorry, there was an error submitting your application. Please try again or contact us directly.',
    );
    expect(fieldMessages.email).toBe('Please enter a valid email address.');
  });
});
