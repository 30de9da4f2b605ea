/**
 * `@estes/shared/console/ui`: the console's building blocks in the site's look (decision 072),
 * one copy for the shell's console pages and every area's `./console` pages (a singleton of
 * the console's federation scope, like `@estes/shared/console/charts`). Styles are classes
 * from styled-components only: the console's policy refuses inline style attributes.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '../theme';

export type NoticeTone = 'error' | 'success' | 'info';

const NoticeBox = styled.div<{ $tone: NoticeTone }>`
  margin: 1rem 0;
  padding: 0.875rem 1rem;
  border-radius: ${theme.radius.small};
  border-left: 4px solid
    ${({ $tone }) => ($tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.teal)};
  background: ${({ $tone }) =>
    $tone === 'error' ? theme.color.dangerWash : $tone === 'success' ? theme.color.successWash : theme.color.tealWash};
  color: ${theme.color.ink};
  overflow-wrap: anywhere;
  p:last-child {
    margin-bottom: 0;
  }
`;

/** An error (announced at once) or a status message (announced politely). */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <NoticeBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}

/** A section of a console page: a white card with its own `<h2>`. */
export const Panel = styled.section`
  margin: 0 0 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.card};
  h2 {
    font-size: 1.3rem;
  }
  ${mediaUp('medium')} {
    padding: 1.5rem 1.75rem;
  }
`;

/**
 * Facts as a description list: the label above its value on a phone, beside it on a wider
 * screen. A value keeps its line breaks (a visitor's message in the review queue).
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 700;
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  ${mediaUp('small')} {
    grid-template-columns: minmax(8rem, max-content) 1fr;
    dd {
      margin: 0;
    }
  }
`;

/** Buttons (or a form's fields and its button) side by side, wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0 0;
`;

/** A list of items, each a card of facts (readable at 390 px, where a table would scroll). */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  > li {
    padding: 0.875rem 1rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.small};
    background: ${theme.color.surface};
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time from the API, in Estes Park's time (where the office is), as a `<time>` element; none is "never". */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <>never</>;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <>{at}</>;
  return <time dateTime={date.toISOString()}>{timeFormat.format(date)} MT</time>;
}
