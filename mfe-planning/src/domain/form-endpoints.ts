/**
 * Where the planning forms post, written once: the forms use these as their `action` (a plain
 * post without script) and as the address they send JSON to, and the server registers its
 * routes at the same paths (`routeUrlWithin`, inside the area's `/api/planning` prefix). Their
 * bodies are checked by one set of schemas on both sides (`submission-schemas.ts`); they are not
 * `defineEndpoint` definitions because a form answers a plain post with a page, not JSON, and a
 * definition would put zod on the forms' first load (the schemas load only when a visitor
 * submits, `components/load-form-schemas.ts`). The newsletter's address is the shared form's
 * (`newsletterEndpoint` in `@estes/shared/newsletter`), served the same way.
 */
export const formEndpoints = {
  contact: '/api/planning/contact',
  eventListing: '/api/planning/event-listings',
  eventSubmission: '/api/planning/event-submissions',
  partner: '/api/planning/partner-applications',
} as const;
