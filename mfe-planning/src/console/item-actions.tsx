/**
 * What a reviewer can do to one submission: approve, or reject with a reason (required, kept
 * with it); for trip requests and messages, mark it answered; delete it, after saying so twice.
 * Each button is busy while its call runs; the page shows the outcome.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@estes/shared';
import { isAnsweredForm, reasonMaxLength, type QueueItem } from '../domain/review-queue';
import { ButtonRow } from '@estes/shared/console/ui';

export interface ItemActionHandlers {
  decide: (item: QueueItem, decision: 'approved' | 'rejected', reason: string) => Promise<boolean>;
  answered: (item: QueueItem) => Promise<boolean>;
  remove: (item: QueueItem) => Promise<boolean>;
}

const Reason = styled.label`
  display: grid;
  gap: 0.25rem;
  font-weight: 600;
  width: 100%;
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 4.5rem;
    padding: 0.5rem;
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius.small};
  }
`;

const Line = styled.p<{ $error?: boolean }>`
  margin: 0;
  width: 100%;
  color: ${({ $error }) => ($error ? theme.color.danger : 'inherit')};
`;

const DangerButton = styled(Button)`
  background: ${theme.color.danger};
  border-color: ${theme.color.danger};
  color: ${theme.color.white};
`;

type Step = 'idle' | 'rejecting' | 'confirm-delete';

export function ItemActions({ item, handlers }: { item: QueueItem; handlers: ItemActionHandlers }) {
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const reasonId = useId();
  const label = item.summary || item.id;

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const done = await work();
    setBusy(false);
    if (done) setStep('idle');
  };

  if (step === 'confirm-delete') {
    const photos = item.photos.length;
    return (
      <ButtonRow role="group" aria-label={`Delete ${label}?`}>
        <Line>
          Delete this submission{photos > 0 ? ` and its ${photos === 1 ? 'photo' : `${photos} photos`}` : ''}? This
          cannot be undone.
        </Line>
        <DangerButton type="button" disabled={busy} onClick={() => void run(() => handlers.remove(item))}>
          Delete for good
        </DangerButton>
        <Button type="button" $tone="outline" disabled={busy} onClick={() => setStep('idle')}>
          Keep it
        </Button>
      </ButtonRow>
    );
  }

  if (step === 'rejecting') {
    const reject = () => {
      if (reason.trim() === '') {
        setMissingReason(true);
        return;
      }
      void run(() => handlers.decide(item, 'rejected', reason));
    };
    return (
      <ButtonRow>
        <Reason>
          Why is it rejected? (kept with the submission)
          <textarea
            value={reason}
            maxLength={reasonMaxLength}
            aria-describedby={missingReason ? reasonId : undefined}
            aria-invalid={missingReason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissingReason(false);
            }}
          />
        </Reason>
        {missingReason ? (
          <Line id={reasonId} role="alert" $error>
            Give a reason for the rejection.
          </Line>
        ) : null}
        <Button type="button" disabled={busy} onClick={reject}>
          Reject with this reason
        </Button>
        <Button type="button" $tone="outline" disabled={busy} onClick={() => setStep('idle')}>
          Cancel
        </Button>
      </ButtonRow>
    );
  }

  return (
    <ButtonRow role="group" aria-label={`Actions for ${label}`}>
      {isAnsweredForm(item.form) ? (
        item.answeredAt ? null : (
          <Button type="button" disabled={busy} onClick={() => void run(() => handlers.answered(item))}>
            Mark answered
          </Button>
        )
      ) : (
        <>
          {item.status === 'approved' ? null : (
            <Button type="button" disabled={busy} onClick={() => void run(() => handlers.decide(item, 'approved', ''))}>
              Approve
            </Button>
          )}
          {item.status === 'rejected' ? null : (
            <Button type="button" $tone="outline" disabled={busy} onClick={() => setStep('rejecting')}>
              Reject…
            </Button>
          )}
        </>
      )}
      <Button type="button" $tone="outline" disabled={busy} onClick={() => setStep('confirm-delete')}>
        Delete…
      </Button>
    </ButtonRow>
  );
}
