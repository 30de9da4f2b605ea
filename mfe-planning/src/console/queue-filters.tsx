/**
 * Which queue and which of its submissions: the five forms (with how many are new in each), the
 * status, the day received since, and words in the sender's name or the summary.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@estes/shared';
import {
  queueStatuses,
  reviewFormTitles,
  reviewForms,
  textFilterMaxLength,
  type QueueFilter,
  type QueueStatus,
  type ReviewForm,
} from '../domain/review-queue';
import { ButtonRow } from '@estes/shared/console/ui';

const FormChoice = styled.button<{ $chosen: boolean }>`
  font: inherit;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${({ $chosen }) => ($chosen ? theme.color.teal : theme.color.white)};
  color: ${({ $chosen }) => ($chosen ? theme.color.white : theme.color.pineDark)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;

const Fields = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
  margin-top: 1rem;
  label {
    display: grid;
    gap: 0.25rem;
    min-width: 0;
    font-weight: 600;
  }
  input,
  select {
    /* A long option ("New (not yet decided or answered)") stays inside a phone's column. */
    width: 100%;
    min-width: 0;
    font: inherit;
    min-height: 44px;
    padding: 0.375rem 0.5rem;
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius.small};
  }
`;

const statusLabels: Record<QueueStatus, string> = {
  new: 'New (not yet decided or answered)',
  approved: 'Approved',
  rejected: 'Rejected',
  answered: 'Answered',
};

export function QueueFilters({
  filter,
  newCounts,
  onChange,
}: {
  filter: QueueFilter;
  newCounts: Record<ReviewForm, number> | undefined;
  onChange: (filter: QueueFilter) => void;
}) {
  const [status, setStatus] = useState<QueueStatus | ''>(filter.status ?? '');
  const [since, setSince] = useState(filter.since ?? '');
  const [text, setText] = useState(filter.text ?? '');
  const current = (): QueueFilter => ({
    form: filter.form,
    ...(status ? { status } : {}),
    ...(since ? { since } : {}),
    ...(text.trim() ? { text: text.trim() } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(current());
  };
  return (
    <>
      <ButtonRow role="group" aria-label="Queues">
        {reviewForms.map((form) => (
          <FormChoice
            key={form}
            type="button"
            $chosen={form === filter.form}
            aria-pressed={form === filter.form}
            onClick={() => onChange({ ...current(), form })}
          >
            {reviewFormTitles[form]}
            {newCounts ? ` (${newCounts[form]} new)` : ''}
          </FormChoice>
        ))}
      </ButtonRow>
      <Fields onSubmit={submit} aria-label="Filter the queue">
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value as QueueStatus | '')}>
            <option value="">Any</option>
            {queueStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Received since
          <input type="date" value={since} onChange={(event) => setSince(event.target.value)} />
        </label>
        <label>
          Name or summary contains
          <input
            type="search"
            value={text}
            maxLength={textFilterMaxLength}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Button type="submit">Show</Button>
      </Fields>
    </>
  );
}
