/**
 * Save (remembered in this browser, across reloads) and Share (the device's share sheet, or
 * the link copied with 'Link copied to clipboard!').
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';

const savedKey = 'estes-park-guide:saved-properties';

function readSaved(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(savedKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function SaveAndShare({ id, name }: { id: string; name: string }) {
  // Unknown on the server: read once the page runs, so the HTML and the first render agree.
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => setSaved(readSaved().includes(id)), [id]);

  const toggleSave = () => {
    const others = readSaved().filter((savedId) => savedId !== id);
    const next = !saved;
    try {
      window.localStorage.setItem(savedKey, JSON.stringify(next ? [...others, id] : others));
    } catch {
      setMessage('Your browser would not let us remember this property.');
      return;
    }
    setSaved(next);
    setMessage(next ? 'Saved in this browser.' : 'Removed from your saved properties.');
  };

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
      <ActionButton type="button" aria-pressed={saved} onClick={toggleSave}>
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved' : 'Save'}
      </ActionButton>
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
  &[aria-pressed='true'] {
    border-color: ${theme.color.ember};
    color: ${theme.color.emberDark};
    background: ${theme.color.emberWash};
  }
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
