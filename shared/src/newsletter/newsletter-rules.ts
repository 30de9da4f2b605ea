/**
 * The Estes Insider's sign-up rules and texts (docs/rules/planning.md#newsletter-sign-up), shared
 * by the browser form and the planning API. Plain TypeScript on purpose: the form runs on pages
 * with a tight first-load budget, so zod stays in the server's schema (newsletter-schema.ts).
 */
import { isEmailAddress, maxEmailLength } from '../text/email-address';

/** Where a form sits. Every placement but 'accommodations' sends the visitor to /thankyou. */
export const newsletterPlacements = [
  'home',
  'blog',
  'article',
  'newsletter-page',
  'events-bar',
  'accommodations',
] as const;

export type NewsletterPlacement = (typeof newsletterPlacements)[number];

export const newsletterEndpoint = '/api/planning/newsletter';

export const newsletterMessages = {
  invalidEmail: 'Please enter a valid email address.',
  success: 'Welcome to The Estes Insider! Check your email for confirmation.',
  stored:
    'Welcome to The Estes Insider! Your sign-up is saved; the welcome e-mail goes out once our newsletter service is connected.',
  alreadySubscribed: 'You’re already an insider! Thank you for your continued interest.',
  confirmationSoon: 'Welcome to The Estes Insider! We’ll send you confirmation shortly.',
  unavailable: 'Service temporarily unavailable. Please try again in a few minutes.',
  subscriptionFailed: 'Sorry, there was an error with your subscription. Please try again.',
  exception: 'Sorry, there was an error subscribing you to our newsletter. Please try again.',
  tooMany: 'Too many sign-ups from your connection. Please wait a few minutes and try again.',
} as const;

/**
 * Error codes a form post without JavaScript carries back to its page in the query string
 * (`?newsletter=<code>&placement=<placement>`): codes, not free text, so a crafted link
 * cannot make the page say anything but the catalogue's words.
 */
export const newsletterErrorCodes = {
  invalid: newsletterMessages.invalidEmail,
  unavailable: newsletterMessages.unavailable,
  failed: newsletterMessages.subscriptionFailed,
  busy: newsletterMessages.tooMany,
} as const;

export type NewsletterErrorCode = keyof typeof newsletterErrorCodes;

/** The code of a successful post from a placement that stays on its page (accommodations). */
export const newsletterWelcomeCode = 'welcome';

/** The code of a sign-up kept in demo mode (no provider yet), from a placement that stays on its page. */
export const newsletterSavedCode = 'saved';

export const maxNewsletterEmailLength = maxEmailLength;

/**
 * The one email check of the form and the API (the site's e-mail rule, `isEmailAddress`: its
 * length first, then a linear pattern): the message to show, or undefined when fine.
 */
export function newsletterEmailProblem(value: string): string | undefined {
  return isEmailAddress(value.trim()) ? undefined : newsletterMessages.invalidEmail;
}

export function isNewsletterPlacement(value: unknown): value is NewsletterPlacement {
  return typeof value === 'string' && (newsletterPlacements as readonly string[]).includes(value);
}

/**
 * What actually happened to a sign-up, carried to the welcome page as `?signup=<outcome>` so
 * it says only that: 'stored' (demo mode, no provider credentials: kept, sent once the site is
 * configured), 'forwarded' (the provider took it and sends its welcome e-mail), 'already' (the
 * provider knew the address) and 'pending' (kept, the provider is retried). Without one the
 * page was opened directly and claims no e-mail.
 */
export const signupOutcomes = ['stored', 'forwarded', 'already', 'pending'] as const;

export type SignupOutcome = (typeof signupOutcomes)[number];

export function signupOutcomeOf(value: string | null | undefined): SignupOutcome | undefined {
  return (signupOutcomes as readonly (string | null | undefined)[]).includes(value)
    ? (value as SignupOutcome)
    : undefined;
}

/** The welcome page's address after a sign-up with this outcome. */
export const welcomePageAfter = (outcome: SignupOutcome): string => `/thankyou?signup=${outcome}`;

/** Whether a successful sign-up from this placement continues on the welcome page. */
export const redirectsAfterSignup = (placement: NewsletterPlacement): boolean => placement !== 'accommodations';

/** What the API answers a JSON sign-up (success and message). */
export interface NewsletterResult {
  success: boolean;
  message: string;
  /** Where the browser continues on success (the welcome page), when the placement redirects. */
  redirect?: string;
}

/** Whether an answer has a sign-up answer's shape (read by hand: the form's first load has no zod). */
export function isNewsletterResult(value: unknown): value is NewsletterResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  return typeof result.success === 'boolean' && typeof result.message === 'string';
}
