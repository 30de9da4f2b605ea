/**
 * A small map of one place from OpenStreetMap's standard tiles (the provider the downtown map
 * already uses, mfe-conditions; its tiles are allowed by the site's CSP): the tiles around the
 * place's coordinates at one zoom, placed so the place is in the middle. Web Mercator, as the
 * tiles are drawn (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames).
 */

export const tileSize = 256;
export const mapZoom = 15;
const tileUrl = (zoom: number, x: number, y: number) => `https://tile.openstreetmap.org/${zoom}/${x}/${y}.png`;

/** The place's position in pixels on the whole map at `zoom`. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = tileSize * 2 ** zoom;
  const latitudeRadians = (Math.max(-85.05112878, Math.min(85.05112878, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(latitudeRadians) + 1 / Math.cos(latitudeRadians)) / Math.PI) / 2) * size,
  };
}

export interface MapTile {
  src: string;
  /** Where the tile's top-left corner sits, in pixels from the place (the map's centre). */
  left: number;
  top: number;
}

/** The tiles within `radius` tiles of the one the place is on (3 × 3 for radius 1). */
export function tilesAround(latitude: number, longitude: number, zoom = mapZoom, radius = 1): MapTile[] {
  const place = worldPixel(latitude, longitude, zoom);
  const column = Math.floor(place.x / tileSize);
  const row = Math.floor(place.y / tileSize);
  const last = 2 ** zoom - 1;
  const tiles: MapTile[] = [];
  for (let y = row - radius; y <= row + radius; y += 1) {
    for (let x = column - radius; x <= column + radius; x += 1) {
      if (x < 0 || y < 0 || x > last || y > last) continue;
      tiles.push({
        src: tileUrl(zoom, x, y),
        left: Math.round(x * tileSize - place.x),
        top: Math.round(y * tileSize - place.y),
      });
    }
  }
  return tiles;
}

/** The place on openstreetmap.org, with a marker. */
export const openStreetMapLink = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=16/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
