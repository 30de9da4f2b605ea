/**
 * What a planning form's endpoint answers its script (a plain form post gets a redirect or a
 * page instead): `{ ok: true, id, message, notes }` once the submission is stored, `{ ok: false,
 * message, fieldErrors }` otherwise. Read by hand, without zod, so a form's first load carries
 * none (the schemas load only when a visitor submits, `components/load-form-schemas.ts`).
 */
export type FormAnswer =
  | { ok: true; id: string; message: string; notes: string[] }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readFormAnswer(value: unknown): FormAnswer {
  const answer = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (answer.ok === true) {
    const notes = Array.isArray(answer.notes) ? answer.notes.filter((note) => typeof note === 'string') : [];
    return { ok: true, id: text(answer.id), message: text(answer.message), notes };
  }
  const fieldErrors: Record<string, string> = {};
  if (typeof answer.fieldErrors === 'object' && answer.fieldErrors !== null) {
    for (const [field, message] of Object.entries(answer.fieldErrors)) {
      if (typeof message === 'string') fieldErrors[field] = message;
    }
  }
  return { ok: false, message: text(answer.message), fieldErrors };
}
