/**
 * The planning forms' rules (docs/rules/planning.md#form-validation) as zod schemas. The
 * pages check with them before sending, and the API checks again with the same schemas, so a
 * visitor sees the same message from either. Values arrive as strings (JSON, or a plain form
 * post without JavaScript); empty optional fields become undefined.
 */
import { isEmailAddress } from '@estes/shared/text/email-address';
import { z } from 'zod';
import { fieldMessages } from './form-messages';
import {
  hasControlCharacters,
  honeypotField,
  textLimits,
  tripPackageIds,
  type FieldErrors,
  type ValidationResult,
} from './form-limits';
import { optionValues } from './form-options';

export {
  honeypotField,
  photoLimits,
  textLimits,
  tripPackageIds,
  type FieldErrors,
  type ValidationResult,
} from './form-limits';

// The site's Content-Security-Policy forbids eval: zod must not probe for it.
z.config({ jitless: true });

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

// Bounds first, and every check stops the ones after it when it fails (zod's `abort`;
// docs/rules/planning.md#form-validation): a blank field gets only its "please enter" message,
// an oversized one only "too long", and no pattern or refinement ever runs on text over its
// limit. (Issue 28: the e-mail pattern ran after `.max` had failed, on 65 KB, for 7 s.) Checks
// added to these builders below take `abort: true` as well.
const text = (max: number, requiredMessage: string, controlMessage: string = fieldMessages.controlCharacters) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: fieldMessages.tooLong(max), abort: true })
    .refine((value) => !hasControlCharacters(value), { error: controlMessage, abort: true });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fieldMessages.tooLong(max), abort: true })
    .refine((value) => !hasControlCharacters(value), { error: fieldMessages.controlCharacters, abort: true })
    .optional()
    // A pipe: what follows runs only when everything before passed.
    .transform((value) => (value ? value : undefined));

const email = text(textLimits.email, fieldMessages.email, fieldMessages.email).refine(isEmailAddress, {
  error: fieldMessages.email,
  abort: true,
});

const isPhone = (value: string) => /^[\d\s()+.\-x]+$/i.test(value) && /^\D*(\d\D*){7,15}$/.test(value);

const optionalPhone = optionalText(textLimits.phone).refine((value) => value === undefined || isPhone(value), {
  error: fieldMessages.phone,
  abort: true,
});
const requiredPhone = text(textLimits.phone, fieldMessages.phone).refine(isPhone, {
  error: fieldMessages.phone,
  abort: true,
});

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const optionalUrl = optionalText(textLimits.url).refine((value) => value === undefined || isWebAddress(value), {
  error: fieldMessages.url,
  abort: true,
});
const requiredUrl = text(textLimits.url, fieldMessages.website).refine(isWebAddress, {
  error: fieldMessages.url,
  abort: true,
});

const isCalendarDate = (value: string) => {
  if (!datePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const eventDate = text(10, fieldMessages.eventDate).refine(isCalendarDate, {
  error: fieldMessages.eventDate,
  abort: true,
});
const requiredTime = (message: string) =>
  text(5, message).refine((value) => timePattern.test(value), { error: fieldMessages.time, abort: true });
const optionalTime = optionalText(5).refine((value) => value === undefined || timePattern.test(value), {
  error: fieldMessages.time,
  abort: true,
});

const choice = <Value extends string>(options: [Value, ...Value[]], message: string) =>
  z.enum(options, { error: message });
const optionalChoice = <Value extends string>(options: [Value, ...Value[]]) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(options, { error: fieldMessages.choice }).optional(),
  );

/** The hidden honeypot field (see `honeypotField`): a filled one is refused. */
const honeypot = z.string().max(0, { error: fieldMessages.honeypot }).optional();

/**
 * A list from checkboxes: JSON sends an array, a plain form post repeats the field (or sends one).
 * Its length is checked before any item is (the pipe stops at a failed bound).
 */
const checkboxList = <Value extends string>(options: [Value, ...Value[]]) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.unknown())
      .max(options.length, { error: fieldMessages.choice, abort: true })
      .pipe(z.array(z.enum(options, { error: fieldMessages.choice }))),
  );

const contactFields = {
  name: text(textLimits.name, fieldMessages.name),
  email,
  phone: optionalPhone,
  message: text(textLimits.message, fieldMessages.message),
  [honeypotField]: honeypot,
};

/**
 * The contact form message (docs/rules/planning.md#contact-form): name, email, phone, message,
 * formType.
 */
export const contactMessageSchema = z.object({
  ...contactFields,
  formType: z.literal('contact').default('contact'),
});

/**
 * The trip request (docs/rules/planning.md#trip-request): the contact fields plus dates, group
 * size, budget and interests.
 */
export const tripRequestSchema = z.object({
  ...contactFields,
  formType: z.literal('trip-planning', { error: 'This form sends trip requests only.' }),
  dates: optionalText(textLimits.short),
  groupSize: optionalChoice(optionValues.groupSize),
  budget: optionalChoice(optionValues.tripBudget),
  interests: checkboxList(optionValues.tripInterest),
  packageId: optionalChoice([...tripPackageIds]),
});

/** The events page's short submission form: every field but socialHandle is required. */
export const eventListingSchema = z.object({
  eventName: text(textLimits.short, fieldMessages.eventName),
  eventDate,
  startTime: requiredTime(fieldMessages.startTime),
  endTime: requiredTime(fieldMessages.endTime),
  location: text(textLimits.short, fieldMessages.location),
  venue: text(textLimits.short, fieldMessages.venue),
  category: choice(optionValues.eventCategory, fieldMessages.category),
  ticketPrice: text(textLimits.short, fieldMessages.ticketPrice),
  description: text(textLimits.eventsPageDescription, fieldMessages.description),
  website: requiredUrl,
  socialHandle: optionalText(textLimits.short),
  email,
  phone: requiredPhone,
  [honeypotField]: honeypot,
});

/** The /submit-event page's long form (photos travel beside it, see `photoLimits`). */
export const eventSubmissionSchema = z
  .object({
    eventName: text(textLimits.short, fieldMessages.eventName),
    eventDate,
    startTime: optionalTime,
    endTime: optionalTime,
    venue: text(textLimits.short, fieldMessages.venue),
    address: optionalText(textLimits.short),
    eventType: choice(optionValues.submitEventType, fieldMessages.eventType),
    description: text(textLimits.submitPageDescription, fieldMessages.description),
    ticketPrice: optionalText(textLimits.short),
    ageRequirements: optionalChoice(optionValues.ageRequirement),
    registrationRequired: optionalChoice(optionValues.registration),
    registrationLink: optionalUrl,
    organizerName: text(textLimits.name, fieldMessages.organizerName),
    email,
    phone: optionalPhone,
    website: optionalUrl,
    socialMedia: optionalText(textLimits.short),
    specialNotes: optionalText(textLimits.notes),
    hearAboutUs: optionalChoice(optionValues.hearAboutUs),
    [honeypotField]: honeypot,
  })
  // The link field is only shown when registration is required; a link left over from an
  // earlier choice is not part of the submission.
  .transform(({ registrationLink, ...rest }) =>
    rest.registrationRequired === 'yes' ? { ...rest, registrationLink } : { ...rest, registrationLink: undefined },
  );

/** The partnership application (docs/rules/planning.md#partner-application). */
export const partnerApplicationSchema = z.object({
  name: text(textLimits.name, fieldMessages.name),
  email,
  phone: optionalPhone,
  link: optionalUrl,
  partnershipType: choice(optionValues.partnershipType, fieldMessages.partnershipType),
  goals: text(textLimits.message, fieldMessages.goals),
  budget: optionalChoice(optionValues.partnerBudget),
  [honeypotField]: honeypot,
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type TripRequest = z.output<typeof tripRequestSchema>;
export type EventListing = z.output<typeof eventListingSchema>;
export type EventSubmission = z.output<typeof eventSubmissionSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The schemas the pages check with before sending, by the name `useSubmissionForm` asks for. */
export const formSchemas = {
  contactMessage: contactMessageSchema,
  tripRequest: tripRequestSchema,
  eventListing: eventListingSchema,
  eventSubmission: eventSubmissionSchema,
  partnerApplication: partnerApplicationSchema,
} satisfies Record<string, z.ZodType>;

export type FormSchemaName = keyof typeof formSchemas;

export function validate<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
