/**
 * The park alerts API's address alone, for code that names it without calling it (the park
 * pack keeps its answer for offline): the endpoint's definition (get-park-alerts.ts) brings
 * the answer's schema and zod with it (decision 085).
 */
export const parkAlertsPath = '/api/conditions/park-alerts';
