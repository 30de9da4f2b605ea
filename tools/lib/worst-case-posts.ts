/**
 * The worst known input for every field of every form a visitor can post (issue 28, point 1):
 * each backtracking shape (tools/lib/hostile-input.ts) as long as the route reads it, in every
 * field of the contact message, trip request, event listing, event submission, partner
 * application and newsletter sign-up, as JSON and as a plain form post (and as multipart where
 * the form takes photos), plus a list of thousands in every field. Each post must be answered
 * within the budget of server time (from its last byte sent to the first byte of the answer),
 * and a /healthz asked beside it (as soon as the post is sent) must not wait longer either: a
 * pattern that stalls the event loop shows in both.
 *
 * Every post is invalid by construction (an address without `@`, or a hostile address that no
 * rule takes) and carries the run's mark, so the run can check that nothing was stored.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { newsletterEndpoint, newsletterPlacements, newsletterSignupSchema } from '@estes/shared/server';
import { contactFormEndpoint } from '../../mfe-planning/src/api/contact-form';
import { eventListingFormEndpoint } from '../../mfe-planning/src/api/event-listing-form';
import { eventSubmissionFormEndpoint } from '../../mfe-planning/src/api/event-submission-form';
import { partnerFormEndpoint } from '../../mfe-planning/src/api/partner-form';
import { formSchemas } from '../../mfe-planning/src/domain/submission-schemas';
import { backtrackingShape, backtrackingShapeCount, multipartBody } from './hostile-input';
import { describeRequest, isBusyRefusal, sendRaw, type FuzzAnswer, type FuzzRequest } from './raw-request';

type Encoding = 'json' | 'form' | 'multipart';

interface FormUnderTest {
  name: string;
  path: string;
  /** The field names, read from the form's own schema (a field added there is posted here too). */
  fields: string[];
  /** Values that pick the form (the trip request's `formType`), unless that field is the one tried. */
  fixed: Record<string, string>;
  encodings: Encoding[];
}

const fieldsOf = (schema: unknown): string[] => {
  const def = (schema as { def: { type: string; in?: unknown; shape?: Record<string, unknown> } }).def;
  return def.type === 'pipe' && def.in ? fieldsOf(def.in) : Object.keys(def.shape ?? {});
};

export const formsUnderTest: FormUnderTest[] = [
  {
    name: 'contact message',
    path: contactFormEndpoint.path,
    fields: fieldsOf(formSchemas.contactMessage),
    fixed: { formType: 'contact' },
    encodings: ['json', 'form'],
  },
  {
    name: 'trip request',
    path: contactFormEndpoint.path,
    fields: fieldsOf(formSchemas.tripRequest),
    fixed: { formType: 'trip-planning' },
    encodings: ['json', 'form'],
  },
  {
    name: 'event listing',
    path: eventListingFormEndpoint.path,
    fields: fieldsOf(formSchemas.eventListing),
    fixed: {},
    encodings: ['json', 'form'],
  },
  {
    name: 'event submission',
    path: eventSubmissionFormEndpoint.path,
    fields: fieldsOf(formSchemas.eventSubmission),
    fixed: {},
    encodings: ['json', 'form', 'multipart'],
  },
  {
    name: 'partner application',
    path: partnerFormEndpoint.path,
    fields: fieldsOf(formSchemas.partnerApplication),
    fixed: {},
    encodings: ['json', 'form'],
  },
  {
    name: 'newsletter sign-up',
    path: newsletterEndpoint,
    fields: fieldsOf(newsletterSignupSchema),
    fixed: { placement: newsletterPlacements[0] },
    encodings: ['json', 'form'],
  },
];

/** The longest value tried: a JSON body of 64 KB is the most any form route reads. */
const longestValue = 65_400;

function encode(encoding: Encoding, form: Record<string, string | string[]>): { type: string; body: Buffer } {
  const pairs = Object.entries(form).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
  if (encoding === 'json') return { type: 'application/json', body: Buffer.from(JSON.stringify(form)) };
  if (encoding === 'form') {
    return { type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(pairs).toString()) };
  }
  return multipartBody(pairs, []);
}

export interface WorstCaseAnswer {
  request: FuzzRequest;
  /** The form, the field and what it held, e.g. "contact message: email = dots on both sides… (65,400 characters)". */
  what: string;
  status: number;
  /** A 503 with Retry-After: the server busy for now, on purpose (not a failure). */
  busy: boolean;
  /** From the post's last byte to its answer's first, the best of the attempts. */
  serverMs: number;
  /** How long a /healthz asked beside the post took, the best of the attempts. */
  healthzMs: number;
}

export interface WorstCaseReport {
  posts: number;
  byStatus: Map<number, number>;
  /** Posts (or the /healthz beside them) over the budget on every attempt. */
  overBudget: WorstCaseAnswer[];
  /** Answers of 500 and above, none at all, or a form taken (201, or a redirect to its thanks). */
  failed: WorstCaseAnswer[];
  slowest: WorstCaseAnswer | undefined;
  slowestHealthz: WorstCaseAnswer | undefined;
  /** The median and 99th percentile of the posts' server time (each post's best attempt), ms. */
  serverMsP50: number;
  serverMsP99: number;
}

const health = (): FuzzRequest => ({ method: 'GET', target: '/healthz', headers: [], body: Buffer.alloc(0) });

/** One post with a /healthz sent beside it as soon as the post is out. */
async function postBeside(host: string, port: number, request: FuzzRequest) {
  let besideAnswer: Promise<FuzzAnswer> | undefined;
  const answer = await sendRaw(host, port, request, {
    onSent: () => {
      besideAnswer = sendRaw(host, port, health());
    },
  });
  const beside = await (besideAnswer ?? sendRaw(host, port, health()));
  return { answer, serverMs: answer.serverMilliseconds, healthzMs: beside.milliseconds };
}

/**
 * Posts the worst known value of every field of every form and times each answer; a post
 * over budget is tried again (`attempts` in all, a little later each time) and judged on its
 * best, so a busy moment of a shared machine is not taken for a stall, while a pattern that
 * backtracks is slow every time.
 */
export async function runWorstCasePosts(options: {
  host: string;
  port: number;
  mark: string;
  budgetMs?: number;
  attempts?: number;
  onProgress?: (done: number) => void;
}): Promise<WorstCaseReport> {
  const budgetMs = options.budgetMs ?? 50;
  const attempts = options.attempts ?? 5;
  const report: WorstCaseReport = {
    posts: 0,
    byStatus: new Map(),
    overBudget: [],
    failed: [],
    slowest: undefined,
    slowestHealthz: undefined,
    serverMsP50: 0,
    serverMsP99: 0,
  };
  const serverTimes: number[] = [];
  // The longest value each route reads, per encoding and shape (a value over it is refused
  // whole, 413, before any check): found by halving from 64 KB, then kept.
  const lengths = new Map<string, number>();
  const shapes = Array.from({ length: backtrackingShapeCount }, (_, index) => index);
  for (const form of formsUnderTest) {
    for (const encoding of form.encodings) {
      for (const field of form.fields) {
        for (const shape of [...shapes, 'list' as const]) {
          const key = `${form.path} ${encoding} ${shape}`;
          for (;;) {
            const length = lengths.get(key) ?? longestValue;
            const value =
              shape === 'list'
                ? Array.from({ length: Math.floor(length / 8) }, (_, index) => `x${index}`)
                : backtrackingShape(shape, length).text;
            const posted: Record<string, string | string[]> = {
              name: `Fuzz ${options.mark}`,
              // No `@`: the form is invalid whatever the field tried holds (and no hostile
              // shape is an address the site takes, so neither is it when that field is tried).
              email: `${options.mark}-not-an-address`,
              ...form.fixed,
              [field]: value,
            };
            const { type, body } = encode(encoding, posted);
            const request: FuzzRequest = {
              method: 'POST',
              target: form.path,
              headers: [
                ['Content-Type', type],
                ...(encoding === 'json' ? [['Accept', 'application/json'] as [string, string]] : []),
              ],
              body,
            };
            let best: WorstCaseAnswer | undefined;
            for (let attempt = 0; attempt < attempts; attempt += 1) {
              // A moment between tries, so a burst of the machine's other work can pass.
              if (attempt > 0) await pause(100 * attempt);
              const answer = await postBeside(options.host, options.port, request);
              best = {
                request,
                what: `${form.name}, ${field} (${encoding}): ${
                  shape === 'list' ? 'a list of thousands' : backtrackingShape(shape, 0).why
                }, ${length.toLocaleString('en-US')} characters`,
                status: answer.answer.status,
                busy: isBusyRefusal(answer.answer),
                serverMs: Math.min(answer.serverMs, best?.serverMs ?? Infinity),
                healthzMs: Math.min(answer.healthzMs, best?.healthzMs ?? Infinity),
              };
              if (best.status === 413 || (best.serverMs <= budgetMs && best.healthzMs <= budgetMs)) break;
            }
            if (!best) break;
            report.posts += 1;
            if (best.status === 413 && length > 100) {
              lengths.set(key, Math.floor(length / 2));
              continue;
            }
            lengths.set(key, length);
            report.byStatus.set(best.status, (report.byStatus.get(best.status) ?? 0) + 1);
            serverTimes.push(best.serverMs);
            if ((best.status >= 500 && !best.busy) || best.status <= 0 || best.status === 201) report.failed.push(best);
            if (best.serverMs > budgetMs || best.healthzMs > budgetMs) report.overBudget.push(best);
            if (best.serverMs > (report.slowest?.serverMs ?? -1)) report.slowest = best;
            if (best.healthzMs > (report.slowestHealthz?.healthzMs ?? -1)) report.slowestHealthz = best;
            if (report.posts % 200 === 0) options.onProgress?.(report.posts);
            break;
          }
        }
      }
    }
  }
  serverTimes.sort((a, b) => a - b);
  const percentile = (share: number) =>
    serverTimes[Math.min(serverTimes.length - 1, Math.floor(share * serverTimes.length))] ?? 0;
  report.serverMsP50 = percentile(0.5);
  report.serverMsP99 = percentile(0.99);
  return report;
}

/** One line for a worst-case answer. */
export const describeWorstCase = (answer: WorstCaseAnswer): string =>
  `${answer.status} in ${answer.serverMs} ms (healthz beside it ${answer.healthzMs} ms): ${answer.what}; ${describeRequest(answer.request)}`;
