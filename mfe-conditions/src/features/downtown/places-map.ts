/**
 * The downtown map, drawn with Leaflet on OpenStreetMap tiles. This module (and Leaflet with
 * it) is loaded only when the map modal opens, never in the page's first load. Places are
 * vector circle markers (no marker images to fetch) coloured by category, with their names as
 * plain-text tooltips. Tiles that cannot be loaded (offline) leave the map grey; the modal
 * lists the places beside it either way.
 */
import * as L from 'leaflet';
import type { DowntownPlace } from '@estes/shared/api/planning/downtown-places';
import type { BusinessCategory } from '../../domain/downtown';

export const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const categoryColors: Readonly<Record<BusinessCategory, string>> = {
  restaurant: '#c2410c',
  shop: '#7c3aed',
  attraction: '#0f766e',
  service: '#1d4ed8',
};

export function mountPlacesMap(element: HTMLElement, places: readonly DowntownPlace[]): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  L.tileLayer(tileUrl, {
    maxZoom: 19,
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }).addTo(map);

  for (const place of places) {
    const label = document.createElement('span');
    label.textContent = place.name;
    L.circleMarker([place.position.lat, place.position.lng], {
      radius: 8,
      weight: 2,
      color: '#ffffff',
      fillColor: categoryColors[place.category],
      fillOpacity: 0.95,
    })
      .bindTooltip(label)
      .addTo(map);
  }

  const bounds = L.latLngBounds(places.map((place) => [place.position.lat, place.position.lng] as [number, number]));
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  else map.setView([40.377, -105.522], 15);
  return () => map.remove();
}
