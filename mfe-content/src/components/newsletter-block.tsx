/**
 * Every newsletter block of the content area's pages, in one place: heading, texts and the
 * site's one sign-up form (`NewsletterForm`, which posts to the planning area's subscription
 * API and works without JavaScript too).
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { NewsletterForm } from '@estes/shared/newsletter';

export type NewsletterPlacement = 'blog' | 'article';

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
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Block id={id} $tone={tone} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Heading id={headingId}>{heading}</Heading>
      <p>{text}</p>
      <NewsletterForm placement={placement} buttonLabel={buttonLabel} layout={layout} tone={tone} />
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

const Note = styled.p`
  font-size: 0.875rem;
  margin: 0.75rem 0 0 !important;
  opacity: 0.9;
`;
