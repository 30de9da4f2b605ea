/**
 * Where a partner's property is (docs/rules/lodging.md#property-pages): its own address and
 * coordinates as the partner gives them, and a small map of OpenStreetMap's tiles around them
 * (domain/map-tiles.ts), loaded only when scrolled to; a link to the larger map.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { LodgingLocation } from '../../domain/lodging-offers';
import { openStreetMapLink, tilesAround, tileSize } from '../../domain/map-tiles';
import { addressLabel, distanceLabel } from '../../domain/partner-facts';
import { PropertyBlock } from './property-layout';

export function LocationSection({
  location,
  name,
  partner,
}: {
  location: LodgingLocation;
  name: string;
  partner: string;
}) {
  const address = addressLabel(location);
  const distance = distanceLabel(location);
  const { coordinates } = location;
  if (!address && !coordinates) return null;
  return (
    <PropertyBlock aria-labelledby="location-heading">
      <h2 id="location-heading">Location</h2>
      {address ? <Address>{address}</Address> : null}
      <Small>
        {[distance, coordinates ? `${coordinates.latitude.toFixed(5)}, ${coordinates.longitude.toFixed(5)}` : null]
          .filter(Boolean)
          .join(' · ')}{' '}
        (as {partner} gives them)
      </Small>
      {coordinates ? (
        <MapFigure>
          <MapBox role="img" aria-label={`Map of the streets around ${name}`}>
            {tilesAround(coordinates.latitude, coordinates.longitude).map((tile) => (
              // Placed by class, not a style attribute: the page's CSP allows no inline style.
              <Tile
                key={tile.src}
                src={tile.src}
                alt=""
                width={tileSize}
                height={tileSize}
                loading="lazy"
                decoding="async"
                $left={tile.left}
                $top={tile.top}
              />
            ))}
            <Marker aria-hidden="true" />
          </MapBox>
          <figcaption>
            Map data © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> ·{' '}
            <a href={openStreetMapLink(coordinates.latitude, coordinates.longitude)}>Open a larger map</a>
          </figcaption>
        </MapFigure>
      ) : null}
    </PropertyBlock>
  );
}

const Address = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 700;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const MapFigure = styled.figure`
  margin: 1rem 0 0;
  figcaption {
    margin-top: 0.375rem;
    font-size: 0.8125rem;
    color: ${theme.color.muted};
  }
`;

const MapBox = styled.div`
  position: relative;
  height: 240px;
  overflow: hidden;
  border-radius: ${theme.radius.small};
  background: ${theme.color.tealMist};
`;

const Tile = styled.img<{ $left: number; $top: number }>`
  position: absolute;
  max-width: none;
  left: calc(50% + ${({ $left }) => $left}px);
  top: calc(50% + ${({ $top }) => $top}px);
`;

/** A pin at the middle of the map: the place. */
const Marker = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 22px;
  height: 22px;
  margin: -22px 0 0 -11px;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  background: ${theme.color.ember};
  border: 3px solid ${theme.color.white};
  box-shadow: ${theme.shadow.card};
`;
