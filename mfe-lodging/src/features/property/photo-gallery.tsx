/**
 * A property's pictures: one large and the rest as thumbnails; any of them opens the
 * full-screen viewer (the site's one Lightbox), which steps through all of them (wrapping at
 * both ends) with buttons or the arrow keys, says where you are ("2 / 5") and closes with Escape. Until the listing data
 * brings the partner's photos, the pictures are drawings of the property's type, and the
 * gallery and the viewer say so.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { Lightbox } from '@estes/shared/ui/lightbox';
import { illustrationNotice } from '../../data/lodging-images';
import type { LodgingImage } from '../../domain/lodging-types';

export function PhotoGallery({ images, name }: { images: readonly LodgingImage[]; name: string }) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  return (
    <Figure>
      <Grid $count={images.length}>
        {images.map((image, index) => (
          <Thumb key={`${image.src}-${index}`} $main={index === 0}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${images.length}`}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </Thumb>
        ))}
      </Grid>
      <IllustrationNotice>{illustrationNotice}</IllustrationNotice>
      {open !== undefined ? (
        <PhotoViewer images={images} name={name} start={open} onClose={() => setOpen(undefined)} />
      ) : null}
    </Figure>
  );
}

/** The full-screen viewer of a property's pictures, opened at `start`. */
export function PhotoViewer({
  images,
  name,
  start,
  onClose,
}: {
  images: readonly LodgingImage[];
  name: string;
  start: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      title={`Photos of ${name}`}
      items={images}
      start={start}
      caption={illustrationNotice}
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
    grid-template-columns: ${({ $count }) =>
      $count <= 1 ? 'minmax(0, 1fr)' : `2fr repeat(${Math.ceil(($count - 1) / 2)}, minmax(0, 1fr))`};
    grid-template-rows: repeat(${({ $count }) => ($count <= 2 ? 1 : 2)}, minmax(0, 1fr));
  }
`;

const Figure = styled.figure`
  margin: 0;
`;

const IllustrationNotice = styled.figcaption`
  margin-top: 0.5rem;
  font-size: 0.875rem;
  font-style: italic;
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
  }
`;
