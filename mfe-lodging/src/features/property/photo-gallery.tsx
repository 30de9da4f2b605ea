/**
 * A property's photos from the partner (served from our origin, server/photos/): one large and
 * the rest as thumbnails; any of them opens the full-screen viewer (the site's one Lightbox),
 * which steps through all of them (wrapping at both ends) with buttons or the arrow keys, says
 * where you are ("2 / 5") and closes with Escape. The caption names where they come from.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { Lightbox } from '@estes/shared/ui/lightbox';
import { maxPhotosShown, photoAlt, photoPath, type PhotoSize } from '../../domain/lodging-photos';
import type { LodgingPhoto } from '../../domain/lodging-offers';

/** A photo as the pages show it: our paths for its sizes, and its alternative text. */
export interface PhotoView {
  src: string;
  large: string;
  alt: string;
}

/** The first photos of a property (main first) as the pages show them. */
export const photoViewsOf = (
  id: string,
  name: string,
  photos: readonly LodgingPhoto[],
  size: PhotoSize = 'medium',
): PhotoView[] =>
  photos.slice(0, maxPhotosShown).map((photo, index) => ({
    src: photoPath(id, index, size),
    large: photoPath(id, index, 'large'),
    alt: photoAlt(name, photo.tags, index),
  }));

/** The main photo and four beside it; the viewer steps through all of them. */
const photosInGrid = 5;

export function PhotoGallery({ photos, name, source }: { photos: readonly PhotoView[]; name: string; source: string }) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  if (photos.length === 0) return null;
  const inGrid = photos.slice(0, photosInGrid);
  return (
    <Figure>
      <Grid $count={inGrid.length}>
        {inGrid.map((photo, index) => (
          <Thumb key={photo.src} $main={index === 0}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
            >
              <img
                src={photo.src}
                alt={photo.alt}
                width={500}
                height={375}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </Thumb>
        ))}
      </Grid>
      <Caption>
        Photos: {source}
        {photos.length > inGrid.length ? (
          <ShowAll type="button" onClick={() => setOpen(0)}>
            Show all {photos.length} photos
          </ShowAll>
        ) : null}
      </Caption>
      {open !== undefined ? (
        <PhotoViewer photos={photos} name={name} source={source} start={open} onClose={() => setOpen(undefined)} />
      ) : null}
    </Figure>
  );
}

/** The full-screen viewer of a property's photos, opened at `start`. */
export function PhotoViewer({
  photos,
  name,
  source,
  start,
  onClose,
}: {
  photos: readonly PhotoView[];
  name: string;
  source: string;
  start: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      title={`Photos of ${name}`}
      items={photos.map((photo) => ({ src: photo.large, alt: photo.alt, width: 1280, height: 960 }))}
      start={start}
      caption={`Photo: ${source}`}
      closeLabel="Close photos"
      onClose={onClose}
    />
  );
}

/** The main picture large, the others beside it in two rows (as many columns as they need). */
const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(${({ $count }) => Math.max(1, Math.min(4, $count - 1))}, minmax(0, 1fr));
  ${mediaUp('medium')} {
    height: 26rem;
    grid-template-columns: ${({ $count }) =>
      $count <= 1 ? 'minmax(0, 1fr)' : `2fr repeat(${Math.ceil(($count - 1) / 2)}, minmax(0, 1fr))`};
    grid-template-rows: repeat(${({ $count }) => ($count <= 2 ? 1 : 2)}, minmax(0, 1fr));
  }
`;

const ShowAll = styled.button`
  margin-left: 1rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font-weight: 700;
  cursor: pointer;
`;

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  margin-top: 0.5rem;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Thumb = styled.li<{ $main: boolean }>`
  grid-column: ${({ $main }) => ($main ? '1 / -1' : 'auto')};
  ${mediaUp('medium')} {
    grid-column: auto;
    grid-row: ${({ $main }) => ($main ? '1 / -1' : 'auto')};
  }
  button {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.small};
    overflow: hidden;
    cursor: zoom-in;
    background: ${theme.color.tealMist};
  }
  img {
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    ${mediaUp('medium')} {
      aspect-ratio: auto;
    }
  }
`;
