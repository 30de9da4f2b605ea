/**
 * POST /api/planning/newsletter: one sign-up for The Estes Insider, from the form's JSON call
 * or from a plain form post (no JavaScript), which is answered with a redirect. The sign-up is
 * stored before anything else; the visitor's answer then follows the provider's
 * (docs/rules/planning.md#newsletter-sign-up). GET /api/planning/newsletter/community: the number
 * of stored sign-ups and the recent ones, without any address. GET
 * /api/planning/newsletter/guides/{file}: the welcome page's downloads.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  isNewsletterPlacement,
  crossSitePostProblem,
  declarePageFreshness,
  newsletterMessages,
  pageDataTags,
  newsletterSignupSchema,
  newsletterWelcomeCode,
  newsletterSavedCode,
  redirectsAfterSignup,
  type AreaApiContext,
  type NewsletterErrorCode,
  type NewsletterPlacement,
  type NewsletterResult,
  type SignupOutcome,
  serveEndpoint,
  welcomePageAfter,
} from '@estes/shared/server';
import { newsletterCommunityEndpoint } from '../../src/api/newsletter-community';
import { newsletterSignupEndpoint } from '../../src/api/newsletter-signup';
import { defaultNewsletterApiUrl, type ProviderOutcome } from './newsletter-provider';
import { NewsletterOutbox, placementPages } from './newsletter-outbox';
import { drainOutbox, everyIntervalOfTheClock, type EveryInterval } from './outbox-drain';
import type { PlanningSettings } from '../planning-settings';
import { limitSenders, type SenderLimit } from '../limits/sender-limit';
import { newsletterGuides } from './guides';

const recentShown = 4;

interface Answer {
  status: number;
  result: NewsletterResult;
}

const failure = (status: number, message: string): Answer => ({ status, result: { success: false, message } });

function success(status: number, message: string, placement: NewsletterPlacement, outcome: SignupOutcome): Answer {
  return {
    status,
    result: {
      success: true,
      message,
      ...(redirectsAfterSignup(placement) ? { redirect: welcomePageAfter(outcome) } : {}),
    },
  };
}

function answerFor(outcome: ProviderOutcome, placement: NewsletterPlacement): Answer {
  switch (outcome.kind) {
    case 'subscribed':
      return success(200, newsletterMessages.success, placement, 'forwarded');
    case 'already-subscribed':
      return success(200, newsletterMessages.alreadySubscribed, placement, 'already');
    case 'refused':
      return failure(400, outcome.message);
    case 'misconfigured':
      return failure(503, newsletterMessages.unavailable);
    case 'retry':
      return success(202, newsletterMessages.confirmationSoon, placement, 'pending');
  }
}

const errorCodeOf = (message: string): NewsletterErrorCode => {
  if (message === newsletterMessages.unavailable) return 'unavailable';
  if (message === newsletterMessages.subscriptionFailed) return 'failed';
  if (message === newsletterMessages.tooMany) return 'busy';
  return 'invalid';
};

/** The page the form was on (same site only), else the placement's own page. */
function pageOf(request: FastifyRequest, placement: NewsletterPlacement): URL {
  const base = 'http://site.invalid';
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === request.headers.host) return new URL(`${url.pathname}${url.search}`, base);
    } catch {
      // Not a URL: fall back to the placement's page.
    }
  }
  return new URL(placementPages[placement], base);
}

/** A form post without JavaScript: continue on the welcome page, or back on the form's page. */
function redirectAfterFormPost(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  placement: NewsletterPlacement,
  typed: string,
) {
  if (answer.result.success && answer.result.redirect) return reply.redirect(answer.result.redirect, 303);
  const page = pageOf(request, placement);
  for (const name of ['newsletter', 'placement', 'email']) page.searchParams.delete(name);
  const successCode = answer.result.message === newsletterMessages.stored ? newsletterSavedCode : newsletterWelcomeCode;
  const code = answer.result.success ? successCode : errorCodeOf(answer.result.message);
  page.searchParams.set('newsletter', code);
  page.searchParams.set('placement', placement);
  // Only an address that failed the check comes back in the link, so it can be corrected.
  if (code === 'invalid' && typed) page.searchParams.set('email', typed.slice(0, 254));
  return reply.redirect(`${page.pathname}${page.search}`, 303);
}

export interface NewsletterApiOptions {
  now?: () => Date;
  /** The retry jitter's random numbers (tests fix them). */
  random?: () => number;
  /** Runs the outbox's drain on a timer (outbox-drain.ts); a test that moves its own clock runs them itself. */
  everyInterval?: EveryInterval;
}

export type NewsletterRoutesOptions = AreaApiContext<Pick<PlanningSettings, 'newsletter'>> & NewsletterApiOptions;

/** The newsletter capability as a Fastify plugin (what the area's API registers). */
export const newsletterRoutes: FastifyPluginAsync<NewsletterRoutesOptions> = async (app, options) => {
  const { now, random, everyInterval, ...context } = options;
  await registerNewsletterApi(app, context, { now, random, everyInterval });
};

interface SignupDeps {
  context: AreaApiContext<Pick<PlanningSettings, 'newsletter'>>;
  outbox: NewsletterOutbox;
  senders: SenderLimit;
  crossSiteProblemOf: (request: FastifyRequest) => string | undefined;
}

/** Stores one sign-up, then forwards it when it can: the answer the visitor gets. */
async function answerSignup(
  request: FastifyRequest,
  body: Record<string, unknown>,
  placement: NewsletterPlacement,
  { context, outbox, senders, crossSiteProblemOf }: SignupDeps,
): Promise<Answer> {
  const crossSite = crossSiteProblemOf(request);
  if (crossSite) return failure(403, crossSite);
  const parsed = newsletterSignupSchema.safeParse(body);
  if (!parsed.success) return failure(400, newsletterMessages.invalidEmail);
  const { email } = parsed.data;
  let stored;
  try {
    stored = await outbox.store(email, placement);
  } catch (error) {
    request.log.error({ err: error }, 'newsletter sign-up could not be stored');
    // Our failure, not the visitor's: the sign-up's place is given back.
    await senders.giveBack(request);
    return failure(500, newsletterMessages.subscriptionFailed);
  }
  // The newest sign-ups on /thankyou: pages showing them are built again, on every instance.
  await context.pageDataChanged?.([pageDataTags.newsletterSignups]).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the page cache could not be told of a new sign-up');
  });
  // Without the provider's credentials: demo mode, with the sign-up kept so it
  // is forwarded once the site is configured.
  if (!outbox.configured) return success(200, newsletterMessages.stored, placement, 'stored');
  if (stored.row.status === 'forwarded') {
    return success(200, newsletterMessages.alreadySubscribed, placement, 'already');
  }
  if (!(await outbox.claim(stored.row.id, ['pending', 'refused', 'held']))) {
    return success(202, newsletterMessages.confirmationSoon, placement, 'pending');
  }
  try {
    return answerFor(await outbox.forward(stored.row), placement);
  } catch (error) {
    request.log.error({ err: error }, 'newsletter sign-up stored, forwarding failed; retried later');
    return success(202, newsletterMessages.confirmationSoon, placement, 'pending');
  }
}

/** Sign-ups kept from before a restart go out at start, then on a timer, while the server runs. */
/** Adds the newsletter's routes and outbox to `app` and gives the outbox back (its tests drive it). */
export async function registerNewsletterApi(
  app: FastifyInstance,
  context: AreaApiContext<Pick<PlanningSettings, 'newsletter'>>,
  options: NewsletterApiOptions = {},
): Promise<NewsletterOutbox> {
  const { tuning, apiKey: newsletterApiKey, publicationId: newsletterPublicationId } = context.areaSettings.newsletter;
  const newsletterApiUrl = context.areaSettings.newsletter.apiUrl;
  const outbox = new NewsletterOutbox({
    db: context.db,
    siteUrl: context.settings.siteUrl,
    credentials:
      newsletterApiKey && newsletterPublicationId
        ? {
            apiKey: newsletterApiKey,
            publicationId: newsletterPublicationId,
            apiUrl: newsletterApiUrl ?? defaultNewsletterApiUrl,
          }
        : undefined,
    timing: tuning,
    now: options.now,
    random: options.random,
    log: app.log,
  });
  context.reportHealth?.('newsletter', () => outbox.health());
  await app.register(async (scope) => {
    /** The sign-up as posted (JSON or a plain form post), its placement and the address typed. */
    const signupOf = (request: FastifyRequest) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const placement: NewsletterPlacement = isNewsletterPlacement(body.placement) ? body.placement : 'newsletter-page';
      const typed = typeof body.email === 'string' ? body.email.trim() : '';
      return { body, placement, typed };
    };

    const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
      const { placement, typed } = signupOf(request);
      reply.header('cache-control', 'no-store');
      const isFormPost = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      if (isFormPost) return redirectAfterFormPost(request, reply, answer, placement, typed);
      return reply.code(answer.status).send(answer.result);
    };

    const crossSiteProblemOf = (request: FastifyRequest) =>
      crossSitePostProblem(request.headers, context.settings.siteUrl, context.settings.siteName);

    // The forms' one sender limit (server/limits/sender-limit.ts); a cross-site post takes no place (it gets a 403).
    const senders = limitSenders(scope, {
      db: context.db,
      scope: 'newsletter',
      settings: { max: tuning.signupsPerWindow, windowMs: tuning.windowMs },
      now: options.now,
      counts: (request) => request.method === 'POST' && !crossSiteProblemOf(request),
      // The refusal names the form the sign-up came from, which is in the (small) body.
      refuseBeforeBody: false,
      refuse: (request, reply) => send(request, reply, failure(429, newsletterMessages.tooMany)),
    });

    // JSON from the form's script, or a plain form post (its parser comes with the endpoint's route).
    serveEndpoint(scope, newsletterSignupEndpoint, async ({ request, reply }) => {
      const { body, placement } = signupOf(request);
      const answer = await answerSignup(request, body, placement, { context, outbox, senders, crossSiteProblemOf });
      return send(request, reply, answer);
    });

    // The welcome page's guide downloads: fixed files, cached for a day.
    scope.get<{ Params: { file: string } }>('/newsletter/guides/:file', async (request, reply) => {
      const { file } = request.params;
      const text = Object.hasOwn(newsletterGuides, file) ? newsletterGuides[file] : undefined;
      if (text === undefined) return reply.code(404).send({ message: 'No such guide.' });
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(text);
    });

    serveEndpoint(scope, newsletterCommunityEndpoint, async ({ reply }) => {
      const [count, recent] = await Promise.all([outbox.countSubscribers(), outbox.recent(recentShown)]);
      reply.header('cache-control', 'no-store');
      // Every stored sign-up announces the tag; the minute bounds a lost announcement and the "2 minutes ago" texts.
      declarePageFreshness(reply, { maxAgeSeconds: 60, tags: [pageDataTags.newsletterSignups] });
      return { subscriberCount: count, recent };
    });
  });

  if (outbox.configured) drainOutbox(app, outbox, tuning.retryBaseMs, options.everyInterval ?? everyIntervalOfTheClock);
  return outbox;
}
