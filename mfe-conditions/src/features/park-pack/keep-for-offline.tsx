/**
 * The "Keep for offline" box of /park-pack (docs/rules/conditions.md#park-pack): the button, what
 * the kept copy stores and when it was saved, the Remove control, and what an older browser is
 * told. A polite live region: a visitor who keeps the page hears that it is kept and its size.
 */
import styled from 'styled-components';
import { Button, theme } from '@estes/shared';
import type { KeepState } from './use-park-pack';
import { keptSentence, savedStamp, storedSizeText } from './park-pack-text';

export interface KeepForOfflineProps {
  state: KeepState;
  /** The browser says it is offline. */
  offline: boolean;
  /** Now, for the stamp's day (today's saves show the time alone). */
  now: Date;
  onKeep(): void;
  onRemove(): void;
}

export function keepStatusText(state: KeepState, offline: boolean, now: Date): string {
  switch (state.kind) {
    case 'unknown':
      return '';
    case 'unsupported':
      return 'Offline keeping is not available in this browser: it cannot store pages for use without a signal.';
    case 'not-kept':
      return offline
        ? 'You are offline: this page can be kept once you are back online.'
        : 'Not kept yet: keep it now, while you have a signal.';
    case 'keeping':
      return state.record ? 'Updating the kept copy…' : 'Keeping this page for offline…';
    case 'kept':
      return keptSentence(state.record.bytes, state.record.savedAt, now);
    case 'failed':
      return state.record
        ? `The kept copy could not be updated; the one ${savedStamp(state.record.savedAt, now)} (${storedSizeText(state.record.bytes)}) is still on this phone.`
        : 'This page could not be kept for offline. Try again while you have a good signal.';
  }
}

export function KeepForOffline({ state, offline, now, onKeep, onRemove }: KeepForOfflineProps) {
  const kept = state.kind === 'kept' || ((state.kind === 'failed' || state.kind === 'keeping') && state.record);
  const canKeep = !offline && (state.kind === 'not-kept' || state.kind === 'kept' || state.kind === 'failed');
  return (
    <Box aria-labelledby="keep-offline-heading" data-testid="keep-offline">
      <h2 id="keep-offline-heading">Keep for offline</h2>
      <p>
        Most of Rocky Mountain National Park has no phone signal. Keep this page on this phone before you go: it then
        opens without a network, with your trip, the park alerts as they were when saved, and what to do in an
        emergency. It updates itself each time you open it online.
      </p>
      <Status aria-live="polite" data-testid="keep-offline-status">
        {keepStatusText(state, offline, now)}
      </Status>
      {state.kind === 'unknown' || state.kind === 'unsupported' ? null : (
        <Actions>
          <Button type="button" onClick={onKeep} disabled={!canKeep}>
            {kept ? 'Update the kept copy' : 'Keep for offline'}
          </Button>
          {kept ? (
            <RemoveButton type="button" onClick={onRemove} disabled={state.kind === 'keeping'}>
              Remove
            </RemoveButton>
          ) : null}
        </Actions>
      )}
    </Box>
  );
}

const Box = styled.section`
  max-width: 52rem;
  padding: 1.25rem;
  border: 1px solid ${theme.color.line};
  border-left: 6px solid ${theme.color.teal};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

const Status = styled.p`
  && {
    min-height: 1.5rem;
    font-weight: 700;
    color: ${theme.color.pine};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const RemoveButton = styled.button`
  min-height: 44px;
  padding: 0.5rem 1.125rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;
