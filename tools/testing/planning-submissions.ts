/**
 * The planning area's form routes (the submissions' and the events') on a Fastify instance of their own, as the tools' tests
 * run them against a real database, and the review tool with its output captured.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import { eventRoutes, type EventRoutesOptions } from '../../mfe-planning/server/events/event-routes';
import { PhotoRefusals } from '../../mfe-planning/server/submissions/photo-refusals';
import { runReviewCli, type ReviewCliContext } from '../../mfe-planning/server/submissions/review-cli';
import {
  submissionRoutes,
  type SubmissionRoutesOptions,
} from '../../mfe-planning/server/submissions/submission-routes';

type RoutesOptions = Omit<SubmissionRoutesOptions & EventRoutesOptions, 'settings'> &
  Partial<Pick<SubmissionRoutesOptions, 'settings'>>;

/** Adds the routes under /api/planning, with the site's default settings unless given others. */
export const registerSubmissionRoutes = (app: FastifyInstance, options: RoutesOptions) =>
  app.register(
    async (scope) => {
      // As the area's API registers them: the events' refused photo posts named in the submissions' health.
      const forms = { settings: defaultSiteSettings, photoRefusals: new PhotoRefusals(), ...options };
      await scope.register(submissionRoutes, forms);
      await scope.register(eventRoutes, forms);
    },
    { prefix: '/api/planning' },
  );

/** A Fastify instance with the routes (see registerSubmissionRoutes). */
export async function submissionsApp(options: RoutesOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerSubmissionRoutes(app, options);
  return app;
}

/** A JSON post as the forms' script sends it, from `ip` (Fastify's default address without one). */
export const postJson = (app: FastifyInstance, url: string, body: unknown, ip?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { accept: 'application/json' },
    ...(ip === undefined ? {} : { remoteAddress: ip }),
  });

/** A plain form post (no script), as the browser sends it from a page at `origin` (none if not given). */
export const postForm = (
  app: FastifyInstance,
  url: string,
  fields: Readonly<Record<string, string>>,
  { ip, origin }: { ip: string; origin?: string },
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      ...(origin === undefined ? {} : { origin }),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
  });

/** `npm run submissions -- …` on this database, its exit code and what it wrote. */
export function reviewCli(context: Omit<ReviewCliContext, 'out' | 'err'>) {
  return async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReviewCli(args, {
      ...context,
      out: (line) => {
        out.push(line);
      },
      err: (line) => {
        err.push(line);
      },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
