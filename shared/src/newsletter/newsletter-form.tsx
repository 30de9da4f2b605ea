/**
 * The one newsletter form of the site (The Estes Insider), placed by every area
 * (docs/rules/planning.md#newsletter-sign-up): idle → submitting (field and button disabled,
 * spinner) → success (full-page redirect to /thankyou, or on /accommodations the welcome text in
 * place and an empty field) or failure (the message in a red area, the form enabled again with what
 * was typed).
 *
 * Without JavaScript it is a plain form post to the same endpoint: the API answers with a
 * redirect to /thankyou, or back to this page with `?newsletter=<code>&placement=<placement>`,
 * which the server render shows here. The email check is the hand-written one of
 * newsletter-rules.ts (no zod on the pages that show this form).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, VisuallyHidden, theme, useSearchParams } from '@estes/shared';
import { Spinner } from '../ui/spinner';
import { loadPage } from './full-page-navigation';
import {
  isNewsletterResult,
  newsletterEmailProblem,
  newsletterEndpoint,
  newsletterErrorCodes,
  newsletterMessages,
  redirectsAfterSignup,
  newsletterWelcomeCode,
  newsletterSavedCode,
  type NewsletterErrorCode,
  type NewsletterPlacement,
} from './newsletter-rules';

export interface NewsletterFormProps {
  placement: NewsletterPlacement;
  /** The button's words; 'Subscribe' unless the placement's design names it. */
  buttonLabel?: string;
  /** 'stacked' puts the button under the field; 'inline' beside it from small screens up. */
  layout?: 'stacked' | 'inline';
  /** 'dark' for forms on dark bands: light label and message text, light button. */
  tone?: 'light' | 'dark';
  /** The field's label ('Email Address'); always read by screen readers. */
  label?: string;
  /** Hides the label visually (the placeholder and the band's heading say what it is for). */
  hideLabel?: boolean;
}

type Status =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success'; message: string }
  | { state: 'failure'; message: string };

const welcomePage = '/thankyou';

/** What a post without JavaScript brought back to this page, if it was this form's. */
function statusFromQuery(search: URLSearchParams, placement: NewsletterPlacement): Status {
  const code = search.get('newsletter');
  if (!code || search.get('placement') !== placement) return { state: 'idle' };
  if (code === newsletterWelcomeCode) return { state: 'success', message: newsletterMessages.success };
  if (code === newsletterSavedCode) return { state: 'success', message: newsletterMessages.stored };
  if (!Object.hasOwn(newsletterErrorCodes, code)) return { state: 'idle' };
  return { state: 'failure', message: newsletterErrorCodes[code as NewsletterErrorCode] };
}

export function NewsletterForm({
  placement,
  buttonLabel = 'Subscribe',
  layout = 'stacked',
  tone = 'light',
  label = 'Email Address',
  hideLabel = false,
}: NewsletterFormProps) {
  const [search] = useSearchParams();
  // Uncontrolled: what was typed before this form's code arrived (a page hydrates its parts
  // when the visitor comes to them) is still there when it arrives, and is what gets sent.
  const [initialEmail] = useState(() =>
    statusFromQuery(search, placement).state === 'failure' ? (search.get('email') ?? '') : '',
  );
  const [status, setStatus] = useState<Status>(() => statusFromQuery(search, placement));
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const messageId = `${fieldId}-message`;

  // With JavaScript the form shows the site's own message for a blank field rather than the
  // browser's bubble; without it, the browser's `required` check still applies.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const submitting = status.state === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const email = emailRef.current?.value ?? '';
    const problem = newsletterEmailProblem(email);
    if (problem) {
      setStatus({ state: 'failure', message: problem });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      const response = await fetch(newsletterEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), placement }),
      });
      const result: unknown = await response.json();
      if (!isNewsletterResult(result)) throw new Error(`Unexpected answer (HTTP ${response.status})`);
      if (!result.success) {
        setStatus({ state: 'failure', message: result.message });
        return;
      }
      if (redirectsAfterSignup(placement)) {
        setStatus({ state: 'success', message: result.message });
        // Only a path on this site: the answer decides the page, never another origin.
        const next =
          result.redirect?.startsWith('/') && !result.redirect.startsWith('//') ? result.redirect : welcomePage;
        loadPage(next);
        return;
      }
      if (emailRef.current) emailRef.current.value = '';
      // The catalogue's words only: the API's, when it is one of them (the demo mode's differs).
      const catalogued = (Object.values(newsletterMessages) as string[]).includes(result.message);
      setStatus({ state: 'success', message: catalogued ? result.message : newsletterMessages.success });
    } catch {
      setStatus({ state: 'failure', message: newsletterMessages.exception });
    }
  }

  const failed = status.state === 'failure';
  return (
    <Form
      ref={formRef}
      method="post"
      action={newsletterEndpoint}
      onSubmit={(event) => void onSubmit(event)}
      $layout={layout}
      $tone={tone}
      aria-busy={submitting}
    >
      <input type="hidden" name="placement" value={placement} />
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={fieldId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={fieldId}>{label}</Label>
      )}
      <Row $layout={layout}>
        <Field
          id={fieldId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          ref={emailRef}
          defaultValue={initialEmail}
          onChange={() => {
            if (status.state === 'failure') setStatus({ state: 'idle' });
          }}
          disabled={submitting}
          aria-invalid={failed}
          aria-describedby={`${messageId} ${messageId}-error`}
          maxLength={254}
        />
        <Button type="submit" disabled={submitting} $tone={tone === 'dark' ? 'light' : 'primary'}>
          {submitting ? <Spinner data-testid="newsletter-spinner" /> : null}
          {buttonLabel}
          {submitting ? <VisuallyHidden>: subscribing</VisuallyHidden> : null}
        </Button>
      </Row>
      {/* Both live regions stay in the page, empty until needed, so screen readers announce what appears. */}
      <div role="status" id={messageId}>
        {status.state === 'success' ? <Message $kind="success">{status.message}</Message> : null}
      </div>
      <div role="alert" id={`${messageId}-error`}>
        {failed ? <Message $kind="error">{status.message}</Message> : null}
      </div>
    </Form>
  );
}

const Form = styled.form<{ $layout: 'stacked' | 'inline'; $tone: 'light' | 'dark' }>`
  display: grid;
  gap: 0.5rem;
  width: 100%;
  max-width: ${({ $layout }) => ($layout === 'inline' ? '34rem' : '24rem')};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.body)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Row = styled.div<{ $layout: 'stacked' | 'inline' }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  ${({ $layout }) =>
    $layout === 'inline' &&
    css`
      @media (min-width: ${theme.breakpoint.small}px) {
        flex-direction: row;
        & > input {
          flex: 1;
        }
      }
    `}
`;

const Field = styled.input`
  min-height: 44px;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${theme.color.muted};
  border-radius: ${theme.radius.small};
  font: inherit;
  color: ${theme.color.ink};
  background: ${theme.color.white};
  &:disabled {
    background: ${theme.color.surface};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

// Doubled class: a band's own paragraph rule (light text on a dark band) must not reach the message.
const Message = styled.p<{ $kind: 'success' | 'error' }>`
  && {
    margin: 0;
    color: ${({ $kind }) => ($kind === 'success' ? theme.color.success : theme.color.danger)};
  }
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius.small};
  font-weight: 600;
  font-size: 0.95rem;
  border-left: 4px solid ${({ $kind }) => ($kind === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ $kind }) => ($kind === 'success' ? theme.color.successWash : theme.color.dangerWash)};
`;
