/** The share link of the visitor's own list, with a Copy button. */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, getSiteSettings, theme } from '@estes/shared';
import { sharedTripPath } from '@estes/shared/my-trip/share-link';
import type { TripItem } from '@estes/shared/my-trip';
import { Card } from '@estes/shared/ui/card';
import { fieldRowStyles } from '../../../components/field-row-styles';

export function ShareBox({ items }: { items: readonly TripItem[] }) {
  const [message, setMessage] = useState('');
  const url = new URL(sharedTripPath(items), getSiteSettings().siteUrl).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied.');
    } catch {
      setMessage('Select the link above and copy it.');
    }
  };
  return (
    <Share as="section" $padded aria-labelledby="trip-share-heading" data-print="hide">
      <h2 id="trip-share-heading">Share this list</h2>
      <p>
        The link opens the same list on another device. It carries only which things you saved and your days, nothing
        about you.
      </p>
      <label htmlFor="trip-share-url">Link to this list</label>
      <div>
        <input id="trip-share-url" readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button type="button" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p role="status">{message}</p>
    </Share>
  );
}

const Share = styled(Card)`
  margin-top: 2.5rem;
  h2 {
    font-size: 1.25rem;
  }
  ${fieldRowStyles}
  input {
    flex-basis: 16rem;
  }
  p[role='status'] {
    margin: 0.5rem 0 0;
    color: ${theme.color.success};
  }
`;
