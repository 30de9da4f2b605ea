/** The review page's small parts in the site's look: notices, cards, facts, times in Estes Park's time. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

const NoticeBox = styled.div<{ $tone: 'error' | 'success' }>`
  margin: 1rem 0;
  padding: 0.875rem 1rem;
  border-radius: ${theme.radius.small};
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ $tone }) => ($tone === 'error' ? theme.color.dangerWash : theme.color.successWash)};
  color: ${theme.color.ink};
  overflow-wrap: anywhere;
`;

/** An error (announced at once) or what was done (announced politely). */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <NoticeBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}

export const Panel = styled.section`
  margin: 0 0 1.25rem;
  padding: 1rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  dt {
    font-weight: 700;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin: 0.75rem 0 0;
`;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time from the API in Estes Park's time (where the office is). */
export function When({ at }: { at: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <>{at}</>;
  return <time dateTime={date.toISOString()}>{timeFormat.format(date)} MT</time>;
}
