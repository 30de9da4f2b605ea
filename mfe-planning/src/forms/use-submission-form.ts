/**
 * A planning form's states (docs/rules/planning.md#form-states): idle, submitting (button disabled,
 * spinner text), then success (the form clears) or error (everything typed stays). The browser
 * checks with the same schema the API uses, then posts; field messages from either appear by their
 * fields. The schemas (zod) are not in the page's first load: they are fetched when the visitor
 * first focuses, presses or types in the form, and awaited on submit. Should that fetch fail, the
 * form posts anyway and shows the API's field messages, which come from the same schemas.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, ValidationResult } from './form-limits';
import { formMessages } from './form-messages';
import { loadFormSchemas, validateForm } from './load-form-schemas';
import type { FormSchemaName } from './submission-schemas';

export type FormState = 'idle' | 'submitting' | 'success' | 'error';

export interface SubmissionFormOptions {
  endpoint: string;
  /** The schema (in `submission-schemas.ts`) the form is checked with, the one its API uses. */
  schema: FormSchemaName;
  successMessage: string;
  failureMessage: string;
  /** Send as multipart (with the form's files) instead of JSON. */
  multipart?: boolean;
  /** Fields that are lists (checkboxes), read with getAll. */
  listFields?: readonly string[];
  /** A success the server reported for a plain form post (?sent=… in the URL). */
  initialSuccess?: boolean;
  /** Notes that came with that success (photos left out). */
  initialNotes?: readonly string[];
  onSuccess?: () => void;
}

interface ApiAnswer {
  ok?: boolean;
  message?: string;
  fieldErrors?: FieldErrors;
  notes?: string[];
}

export function formValues(form: HTMLFormElement, listFields: readonly string[] = []): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    values[name] = listFields.includes(name) ? data.getAll(name).filter((item) => typeof item === 'string') : value;
  }
  for (const name of listFields) values[name] ??= [];
  return values;
}

export function useSubmissionForm(options: SubmissionFormOptions) {
  const [state, setState] = useState<FormState>(options.initialSuccess ? 'success' : 'idle');
  const [message, setMessage] = useState(options.initialSuccess ? options.successMessage : '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notes, setNotes] = useState<readonly string[]>(options.initialSuccess ? (options.initialNotes ?? []) : []);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  /** A submit waiting for the schemas: a second press meanwhile is ignored. */
  const checkingRef = useRef(false);

  // The server-rendered form keeps the browser's own checks for visitors without JavaScript;
  // once the page runs, this form's messages take over. The schemas are fetched as soon as
  // the visitor starts on the form, so the check on submit does not wait.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const starters = ['focusin', 'pointerdown', 'input'] as const;
    const prefetch = () => {
      for (const type of starters) form.removeEventListener(type, prefetch);
      loadFormSchemas().catch(() => {
        // Tried again on submit.
      });
    };
    for (const type of starters) form.addEventListener(type, prefetch);
    return () => {
      for (const type of starters) form.removeEventListener(type, prefetch);
    };
  }, []);

  const showProblem = useCallback((text: string, errors: FieldErrors) => {
    setState('error');
    setMessage(text);
    setFieldErrors(errors);
    setNotes([]);
    const firstField = Object.keys(errors)[0];
    const target = firstField ? formRef.current?.querySelector<HTMLElement>(`[name="${firstField}"]`) : null;
    (target ?? statusRef.current)?.focus();
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (checkingRef.current) return;
      const form = event.currentTarget;
      const current = optionsRef.current;
      const values = formValues(form, current.listFields);
      let checked: ValidationResult<unknown> | null = null;
      checkingRef.current = true;
      try {
        checked = await validateForm(current.schema, values);
      } catch {
        // The schemas could not be fetched: the API checks with the same ones.
      } finally {
        checkingRef.current = false;
      }
      if (checked && !checked.ok) {
        showProblem(formMessages.checkFields, checked.fieldErrors);
        return;
      }
      setState('submitting');
      setMessage('');
      setFieldErrors({});
      try {
        const response = await fetch(current.endpoint, {
          method: 'POST',
          headers: current.multipart
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
          body: current.multipart ? new FormData(form) : JSON.stringify(values),
        });
        const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
        if (response.ok && answer.ok) {
          form.reset();
          setState('success');
          setMessage(answer.message ?? current.successMessage);
          setNotes(answer.notes ?? []);
          current.onSuccess?.();
          statusRef.current?.focus();
          return;
        }
        if (response.status >= 500 || !answer.message) {
          showProblem(current.failureMessage, {});
          return;
        }
        showProblem(answer.message, answer.fieldErrors ?? {});
      } catch {
        showProblem(current.failureMessage, {});
      }
    },
    [showProblem],
  );

  return {
    state,
    busy: state === 'submitting',
    message,
    fieldErrors,
    notes,
    tone: (state === 'success' ? 'success' : state === 'error' ? 'error' : 'none') as 'success' | 'error' | 'none',
    formRef,
    statusRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
}
