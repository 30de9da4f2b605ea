/** @jest-environment node */
/**
 * Bounds first (docs/rules/planning.md#form-validation, issue 28): a field over its size limit is
 * answered with the "too long" message alone, and no pattern ever runs on it. Each text field of
 * each form gets the shapes that make patterns backtrack, one character over its limit and at
 * 65 KB; a spy on RegExp.prototype sees every pattern run (`test`, `exec`, `match`, `replace`
 * and zod's `.regex` all go through them).
 */
import type { z } from 'zod';
import { eventListingFixture, eventSubmissionFixture, partnerApplicationFixture } from './form-samples';
import { fieldMessages } from './form-messages';
import { textLimits } from './form-limits';
import {
  contactMessageSchema,
  eventListingSchema,
  eventSubmissionSchema,
  partnerApplicationSchema,
  tripRequestSchema,
} from './submission-schemas';

const contact = { name: 'Ana Ruiz', email: 'ana@example.com', message: 'Is Trail Ridge Road open in May?' };

const contactLimits = { name: textLimits.name, email: textLimits.email, phone: textLimits.phone, message: 5000 };

/** Each form: a valid submission, the limit of every text field, and its other (choice) fields. */
const forms: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  limits: Record<string, number>;
  choices: string[];
}[] = [
  {
    name: 'contact message',
    schema: contactMessageSchema,
    valid: contact,
    limits: contactLimits,
    choices: ['formType', 'homepage'],
  },
  {
    name: 'trip request',
    schema: tripRequestSchema,
    valid: { ...contact, formType: 'trip-planning' },
    limits: { ...contactLimits, dates: textLimits.short },
    choices: ['formType', 'homepage', 'groupSize', 'budget', 'interests', 'packageId'],
  },
  {
    name: 'event listing',
    schema: eventListingSchema,
    valid: eventListingFixture,
    limits: {
      eventName: textLimits.short,
      eventDate: 10,
      startTime: 5,
      endTime: 5,
      location: textLimits.short,
      venue: textLimits.short,
      ticketPrice: textLimits.short,
      description: textLimits.eventsPageDescription,
      website: textLimits.url,
      socialHandle: textLimits.short,
      email: textLimits.email,
      phone: textLimits.phone,
    },
    choices: ['category', 'homepage'],
  },
  {
    name: 'event submission',
    schema: eventSubmissionSchema,
    valid: { ...eventSubmissionFixture, registrationRequired: 'yes' },
    limits: {
      eventName: textLimits.short,
      eventDate: 10,
      startTime: 5,
      endTime: 5,
      venue: textLimits.short,
      address: textLimits.short,
      description: textLimits.submitPageDescription,
      ticketPrice: textLimits.short,
      registrationLink: textLimits.url,
      organizerName: textLimits.name,
      email: textLimits.email,
      phone: textLimits.phone,
      website: textLimits.url,
      socialMedia: textLimits.short,
      specialNotes: textLimits.notes,
    },
    choices: ['eventType', 'ageRequirements', 'registrationRequired', 'hearAboutUs', 'homepage'],
  },
  {
    name: 'partner application',
    schema: partnerApplicationSchema,
    valid: partnerApplicationFixture,
    limits: {
      name: textLimits.name,
      email: textLimits.email,
      phone: textLimits.phone,
      link: textLimits.url,
      goals: textLimits.message,
    },
    choices: ['partnershipType', 'budget', 'homepage'],
  },
];

/** The shapes that made patterns backtrack, stretched to `length` characters. */
const hostileShapes = (length: number): string[] => [
  `a@${'.'.repeat(length - 3)}@`,
  `http://${'a.'.repeat(length)}`.slice(0, length),
  '1 '.repeat(length).slice(0, length - 1) + 'x',
  `${'1'.repeat(length - 1)}x`,
];

const shapeOf = (schema: z.ZodType): Record<string, unknown> => {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: Record<string, unknown> } }).def;
  return def.type === 'pipe' && def.in ? shapeOf(def.in) : (def.shape ?? {});
};

describe.each(forms)('the $name form checks bounds first', ({ schema, valid, limits, choices }) => {
  let patternRuns: string[] = [];
  beforeEach(() => {
    patternRuns = [];
    // zod measures an overlong string in code points, probing once for a high surrogate (a
    // one-character class: a linear scan, part of `.max` itself); every other pattern counts.
    const record = function (this: RegExp, input: unknown) {
      if (this.source !== '[\\uD800-\\uDBFF]') patternRuns.push(String(input));
    };
    const { exec, test } = RegExp.prototype;
    jest.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
      record.call(this, input);
      return exec.call(this, input);
    });
    jest.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, input: string) {
      record.call(this, input);
      return test.call(this, input);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the limit of every text field (and every other field is a choice)', () => {
    expect(Object.keys(shapeOf(schema)).sort()).toEqual([...Object.keys(limits), ...choices].sort());
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(Object.entries(limits))('%s: too long is the one message, and no pattern runs on it', (field, limit) => {
    for (const length of [limit + 1, 65_400]) {
      for (const value of hostileShapes(length)) {
        const result = schema.safeParse({ ...valid, [field]: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
          [field, fieldMessages.tooLong(limit)],
        ]);
        expect(patternRuns.filter((input) => input === value).length).toBe(0);
      }
    }
  });

  it('the spy sees the patterns that do run (a field within its limit)', () => {
    const field = Object.keys(limits).find((name) => name === 'email') ?? 'eventDate';
    schema.safeParse({ ...valid, [field]: 'a@b' });
    expect(patternRuns).toContain('a@b');
  });
});

describe('a blank required field', () => {
  it('gets its "please enter" message alone, no other check runs', () => {
    const result = contactMessageSchema.safeParse({ ...contact, email: '   ', name: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', fieldMessages.name],
      ['email', fieldMessages.email],
    ]);
  });
});

describe('a checkbox list', () => {
  it('is refused on its length before any item is looked at', () => {
    const result = tripRequestSchema.safeParse({
      ...contact,
      formType: 'trip-planning',
      interests: Array.from({ length: 10_000 }, () => 'knitting'),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['interests', fieldMessages.choice],
    ]);
  });
});
