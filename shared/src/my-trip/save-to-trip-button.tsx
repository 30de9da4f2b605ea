/**
 * "Save to My trip" / "Saved ✓": a toggle button (aria-pressed) an area puts beside a thing
 * it shows, with the TripItem it builds from its own data. The server's HTML and the first
 * browser render show it unsaved (the list lives in this browser only); it shows the truth
 * right after hydration, so the two renders always agree.
 */
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { selectIsSaved, useTripStore } from './trip-store';
import { tripItemKey, type TripItem } from './trip-contract';

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating, true afterwards. */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function SaveToTripButton({ item, className }: { item: TripItem; className?: string }) {
  const key = tripItemKey(item);
  const hydrated = useIsHydrated();
  const storedSaved = useTripStore(selectIsSaved(key));
  const saved = hydrated && storedSaved;
  const toggle = () => {
    const { save, remove } = useTripStore.getState();
    if (selectIsSaved(key)(useTripStore.getState())) remove(key);
    else save(item);
  };
  return (
    <SaveButton type="button" className={className} aria-pressed={saved} onClick={toggle} data-trip-item={key}>
      {saved ? (
        <>
          Saved<span aria-hidden="true">✓</span>
        </>
      ) : (
        'Save to My trip'
      )}
      <Hidden> for {item.title}</Hidden>
    </SaveButton>
  );
}

const SaveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid ${theme.color.teal};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  color: ${theme.color.teal};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${theme.color.tealWash};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.pine};
    background: ${theme.color.tealMist};
    color: ${theme.color.pine};
  }
  @media print {
    display: none;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
