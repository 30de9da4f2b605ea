/**
 * The one wrapper of a submission form: a real `<form method="post" action=…>` (so it works
 * without JavaScript: the server answers a plain post with a redirect back to the page), sent
 * with fetch once the page runs (`useSubmissionForm`). Around the page's fields it puts the
 * required-fields note, the honeypot, the status area (`#form-status`) and the send button,
 * and it gives every field inside its id prefix and its message.
 */
import type { ReactNode } from 'react';
import { FormFieldsContext } from './form-context';
import { HoneypotField } from './fields';
import { RequiredNote } from './form-layout';
import { FormStatus, SubmitButton } from './form-status';
import { useSubmissionForm, type SubmissionFormOptions } from './use-submission-form';

/** The status area's id: a plain post comes back to `…?sent=…#form-status`. */
export const formStatusId = 'form-status';

export interface SubmissionFormProps extends SubmissionFormOptions {
  /** The id prefix of this form's fields, so two forms on a page never share ids. */
  formId: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The hidden field bots fill in and people leave empty. */
  honeypotName: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

export function SubmissionForm({
  formId,
  labelledBy,
  honeypotName,
  submitLabel,
  busyLabel,
  children,
  ...options
}: SubmissionFormProps) {
  const form = useSubmissionForm(options);
  return (
    <form
      ref={form.formRef}
      method="post"
      action={options.endpoint}
      encType={options.multipart ? 'multipart/form-data' : undefined}
      onSubmit={form.onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={form.busy}
    >
      <FormFieldsContext.Provider value={{ formId, fieldErrors: form.fieldErrors }}>
        <RequiredNote>Fields marked * are required.</RequiredNote>
        {children}
        <HoneypotField name={honeypotName} />
      </FormFieldsContext.Provider>
      <FormStatus
        id={formStatusId}
        tone={form.tone}
        message={form.message}
        notes={form.notes}
        statusRef={form.statusRef}
      />
      <SubmitButton busy={form.busy} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
