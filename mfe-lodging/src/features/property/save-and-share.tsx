/**
 * Save to My trip (the visitor's list across every area, kept in this browser: decision 032)
 * and Share (the device's share sheet, or the link copied with 'Link copied to clipboard!').
 * Properties saved with the earlier property-only Save (its own localStorage key) are moved
 * into My trip the first time a property page runs.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { paths, theme } from '@estes/shared';
import { SaveToTripButton, useTripStore } from '@estes/shared/my-trip';
import { findTeamProperty, legacyPropertyTarget } from '../../data/team-properties';
import { propertyTripItem } from '../../domain/trip-item';

/** The earlier property-only list: ids of saved properties. */
const earlierSavedKey = 'estes-park-guide:saved-properties';

/** Moves the earlier list's properties into My trip, once, and forgets the earlier key. */
export function moveEarlierSavedProperties(): void {
  try {
    const text = window.localStorage.getItem(earlierSavedKey);
    if (text === null) return;
    const value: unknown = JSON.parse(text);
    // Its ids were hotel-N (now a place of the team's list) and vrbo-N (illustrations: dropped).
    const places = (Array.isArray(value) ? value : []).flatMap((id) => {
      const target = typeof id === 'string' ? legacyPropertyTarget(id) : undefined;
      const place = target?.kind === 'moved' ? findTeamProperty(target.id) : undefined;
      return place ? [place] : [];
    });
    useTripStore.getState().saveAll(places.map((place) => propertyTripItem(place, paths)));
    window.localStorage.removeItem(earlierSavedKey);
  } catch {
    // Unreadable or refused storage: nothing to move.
  }
}

export function SaveAndShare({ id, name }: { id: string; name: string }) {
  const [message, setMessage] = useState('');
  useEffect(moveEarlierSavedProperties, []);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied to clipboard!');
    } catch {
      setMessage(`Copy this link to share it: ${url}`);
    }
  };

  return (
    <Row>
      <SaveToTripButton item={propertyTripItem({ id, name }, paths)} />
      <ActionButton type="button" onClick={() => void share()}>
        <span aria-hidden="true">⤴</span> Share
      </ActionButton>
      <Message role="status">{message}</Message>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const ActionButton = styled.button`
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font-weight: 700;
  cursor: pointer;
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.success};
  flex-basis: 100%;
  &:empty {
    display: none;
  }
`;
