/**
 * A submission form's states (docs/rules/planning.md#form-states): idle, submitting (button
 * disabled, spinner text), then success (the form clears) or error (everything typed stays). With JavaScript the browser checks the
 * values first (with the check the form is given, normally the schema its API uses), then
 * posts them with fetch; field messages from either appear by their fields, and focus goes to
 * the first field with a message, or else to the status area. Without JavaScript the same
 * form is a plain post and the browser's own checks apply.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './form-context';
import type { FormTone } from './form-status';

export type FormState = 'idle' | 'submitting' | 'success' | 'error';

/** What a form's check says of the values: fine, or a message per refused field. */
export type FormCheck = { ok: true } | { ok: false; fieldErrors: FieldErrors };

export interface SubmissionFormOptions {
  endpoint: string;
  successMessage: string;
  failureMessage: string;
  /** Above the field messages when the check or the API refused some fields. */
  checkFieldsMessage: string;
  /**
   * Checks the values before they are sent. Should it throw (its code could not be fetched),
   * the form posts anyway and shows the API's field messages.
   */
  check?: (values: Record<string, unknown>) => Promise<FormCheck>;
  /** Started when the visitor first focuses, presses or types in the form, so `check` is ready. */
  prepareCheck?: () => Promise<unknown>;
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

/** The form's text values by name; list fields as arrays (empty when nothing is ticked). */
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
  /** A submit waiting for the check: a second press meanwhile is ignored. */
  const checkingRef = useRef(false);

  // The server-rendered form keeps the browser's own checks for visitors without JavaScript;
  // once the page runs, this form's messages take over, and the check is readied as soon as
  // the visitor starts on the form, so submitting does not wait for it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const starters = ['focusin', 'pointerdown', 'input'] as const;
    const prepare = () => {
      for (const type of starters) form.removeEventListener(type, prepare);
      optionsRef.current.prepareCheck?.().catch(() => {
        // Tried again on submit.
      });
    };
    for (const type of starters) form.addEventListener(type, prepare);
    return () => {
      for (const type of starters) form.removeEventListener(type, prepare);
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
      let checked: FormCheck | null = null;
      checkingRef.current = true;
      try {
        checked = current.check ? await current.check(values) : null;
      } catch {
        // The check could not run: the API checks the same rules.
      } finally {
        checkingRef.current = false;
      }
      if (checked && !checked.ok) {
        showProblem(current.checkFieldsMessage, checked.fieldErrors);
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
        // A 503 from the site says why and when to try again (full, or busy with photos): it is
        // shown as sent. Other server errors, and answers without a message, get the failure text.
        if ((response.status >= 500 && response.status !== 503) || !answer.message) {
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

  const tone: FormTone = state === 'success' ? 'success' : state === 'error' ? 'error' : 'none';
  return {
    state,
    busy: state === 'submitting',
    message,
    fieldErrors,
    notes,
    tone,
    formRef,
    statusRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
}
