/**
 * Every newsletter block of the content area's pages, in one place: heading, texts and the
 * sign-up form. The form posts to the planning area's subscription endpoint; the browser checks
 * the required email field before anything is sent.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, mediaUp, theme } from '@estes/shared';

export type NewsletterPlacement = 'blog' | 'article' | 'home';

export interface NewsletterBlockProps {
  /** Anchor for in-page links and smooth scrolling ('Get Insider Tips'). */
  id?: string;
  placement: NewsletterPlacement;
  heading: string;
  text: ReactNode;
  buttonLabel: string;
  note?: string;
  tone?: 'dark' | 'light';
  headingLevel?: 'h2' | 'h3';
  /** 'stacked' keeps the button under the field (narrow columns such as a sidebar). */
  layout?: 'stacked' | 'inline';
}

export function NewsletterBlock({
  id,
  placement,
  heading,
  text,
  buttonLabel,
  note,
  tone = 'dark',
  headingLevel = 'h2',
  layout = 'inline',
}: NewsletterBlockProps) {
  const fieldId = useId();
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Block id={id} $tone={tone} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Heading id={headingId}>{heading}</Heading>
      <p>{text}</p>
      <Form method="post" action="/api/planning/newsletter" $layout={layout}>
        <input type="hidden" name="placement" value={placement} />
        <Field>
          <label htmlFor={fieldId}>Email Address</label>
          <input id={fieldId} name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
        </Field>
        <Button type="submit" $tone={tone === 'dark' ? 'book' : 'primary'}>
          {buttonLabel}
        </Button>
      </Form>
      {note ? <Note>{note}</Note> : null}
    </Block>
  );
}

const Block = styled.section<{ $tone: 'dark' | 'light' }>`
  border-radius: ${theme.radius.large};
  padding: 1.75rem 1.25rem;
  scroll-margin-top: 6rem;
  background: ${({ $tone }) => ($tone === 'dark' ? theme.color.pine : theme.color.tealWash)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.body)};
  border: 1px solid ${({ $tone }) => ($tone === 'dark' ? theme.color.pine : theme.color.tealMist)};
  h2,
  h3 {
    color: inherit;
    font-size: 1.5rem;
    margin: 0 0 0.5rem;
  }
  p {
    color: inherit;
    margin: 0 0 1rem;
  }
  &:focus {
    outline: none;
  }
  ${mediaUp('medium')} {
    padding: 2rem;
  }
`;

const Form = styled.form<{ $layout: 'stacked' | 'inline' }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  ${({ $layout }) =>
    $layout === 'inline'
      ? `${mediaUp('small')} {
    flex-direction: row;
    align-items: flex-end;
  }`
      : ''}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  flex: 1;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius.small};
    border: 1px solid ${theme.color.muted};
    font: inherit;
    color: ${theme.color.ink};
    background: ${theme.color.white};
  }
`;

const Note = styled.p`
  font-size: 0.875rem;
  margin: 0.75rem 0 0 !important;
  opacity: 0.9;
`;
