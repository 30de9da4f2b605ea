/**
 * A property's pictures: one large and the rest as thumbnails; any of them opens the
 * full-screen viewer, which steps through all of them (wrapping at both ends) with buttons or
 * the arrow keys, says where you are ("2 / 5") and closes with Escape. Until the listing data
 * brings the partner's photos, the pictures are drawings of the property's type, and the
 * gallery and the viewer say so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { illustrationNotice } from '../../data/lodging-images';
import type { LodgingImage } from '../../domain/lodging-types';

/** The index `step` places away from `index`, wrapping around `count`. */
export const wrapIndex = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

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

/** The full-screen viewer, opened at `start`. */
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
  const [index, setIndex] = useState(start);
  const closeButton = useRef<HTMLButtonElement>(null);
  const step = useCallback(
    (by: number) => setIndex((current) => wrapIndex(current, by, images.length)),
    [images.length],
  );

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose, step]);

  const image = images[index];
  if (!image) return null;
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={`Photos of ${name}`}>
      <ViewerBar>
        <Counter aria-live="polite">
          {index + 1} / {images.length}
        </Counter>
        <RoundButton ref={closeButton} type="button" onClick={onClose} aria-label="Close photos">
          ×
        </RoundButton>
      </ViewerBar>
      <Stage>
        <RoundButton type="button" onClick={() => step(-1)} aria-label="Previous photo">
          ‹
        </RoundButton>
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        <RoundButton type="button" onClick={() => step(1)} aria-label="Next photo">
          ›
        </RoundButton>
      </Stage>
      <ViewerNotice>{illustrationNotice}</ViewerNotice>
    </Overlay>
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

const ViewerNotice = styled.p`
  margin: 0;
  padding: 0 1rem 1rem;
  text-align: center;
  font-size: 0.875rem;
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

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  background: rgba(2, 6, 23, 0.94);
  color: ${theme.color.white};
`;

const ViewerBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.75rem 1rem;
`;

const Counter = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0 0.5rem 1.5rem;
  min-height: 0;
  img {
    max-width: min(100%, 1100px);
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    min-width: 0;
    flex: 1;
  }
`;

const RoundButton = styled.button`
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.16);
  color: ${theme.color.white};
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.3);
  }
`;
