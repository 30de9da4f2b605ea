/**
 * The map modal: a real map of the directory's places (Leaflet, loaded when the modal opens,
 * with its stylesheet served by the site) and, always, the list of the same places, so the
 * modal is useful when map tiles cannot load. The site's one Dialog, wide.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { Dialog, DialogClose, DialogHead } from '@estes/shared/ui/dialog';
import { PlainList } from '@estes/shared/ui/lists';
import type { DowntownPlace } from '@estes/shared/api/planning/downtown-places';
import { directoryFilterLabels } from '../../domain/downtown';

const leafletCssUrl = '/api/conditions/places/leaflet.css';

function addMapStylesheet(): void {
  if (document.querySelector(`link[href="${leafletCssUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = leafletCssUrl;
  document.head.append(link);
}

type MapState = 'loading' | 'ready' | 'failed';

export function MapModal({ places, onClose }: { places: readonly DowntownPlace[]; onClose: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    addMapStylesheet();
    import(/* webpackChunkName: "downtown-map" */ './places-map')
      .then(({ mountPlacesMap }) => {
        if (cancelled || !container.current) return;
        unmount = mountPlacesMap(container.current, places);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [places]);

  return (
    <WideDialog labelledBy="map-modal-title" onClose={onClose} size="wide">
      <Head>
        <h2 id="map-modal-title">Downtown Estes Park map</h2>
        <DialogClose label="Close map" />
      </Head>
      <Layout>
        <MapArea>
          <MapBox ref={container} role="region" aria-label="Map of downtown places" data-map-state={state} />
          {state === 'loading' ? <MapNote role="status">Loading the map…</MapNote> : null}
          {state === 'failed' ? (
            <MapNote role="status">The map could not be loaded. Every place is listed here.</MapNote>
          ) : null}
        </MapArea>
        <div>
          <h3>
            {places.length} {places.length === 1 ? 'place' : 'places'}
          </h3>
          {/* It scrolls: focusable, so a keyboard can scroll it too. */}
          <Places aria-label="Places on the map" tabIndex={0}>
            {places.map((place) => (
              <li key={place.id}>
                <strong>{place.name}</strong>
                <span>{directoryFilterLabels[place.category]}</span>
                <span>{place.address}</span>
              </li>
            ))}
          </Places>
        </div>
      </Layout>
    </WideDialog>
  );
}

const WideDialog = styled(Dialog)`
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 0.5rem;
  }
`;

const Head = styled(DialogHead)`
  margin-bottom: 0.75rem;
`;

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const MapArea = styled.div`
  position: relative;
`;

const MapBox = styled.div`
  height: 360px;
  border-radius: ${theme.radius.small};
  background: ${theme.color.tealWash};
  overflow: hidden;
`;

const MapNote = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Places = styled(PlainList)`
  max-height: 360px;
  overflow: auto;
  li {
    display: grid;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.color.line};
    font-size: 0.875rem;
  }
  span {
    color: ${theme.color.muted};
  }
`;
