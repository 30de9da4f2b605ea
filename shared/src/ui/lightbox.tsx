/**
 * The one full-screen viewer of the site, built on the one Dialog: a title (which names it),
 * one picture at a time at its own width, height and alt text, a caption, and, when there is
 * more than one, Previous and Next buttons and the arrow keys, which wrap at both ends, and a
 * count ("2 / 7") read out as it changes. Escape, the close button or the backdrop close it.
 *
 * Imported as `@estes/shared/ui/lightbox`, never through `@estes/shared`.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme } from '@estes/shared';
import { Dialog, DialogClose } from './dialog';

/** A picture shown as it is: its file, what it shows, and its size (so it keeps its shape). */
export interface LightboxImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A picture, or something drawn in its place (e.g. a camera's live frame or offline panel). */
export type LightboxItem = LightboxImage | { key: string; content: ReactNode };

/** The index `step` places away from `index`, wrapping around `count`. */
export const wrapIndex = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

export function Lightbox({
  title,
  details,
  items,
  start = 0,
  caption,
  closeLabel,
  onClose,
}: {
  /** The heading; it names the dialog. */
  title: string;
  /** A line under the title (e.g. where and when). */
  details?: ReactNode;
  items: readonly LightboxItem[];
  /** The item shown first. */
  start?: number;
  /** Under the picture, the same for every item. */
  caption?: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [index, setIndex] = useState(() => wrapIndex(start, 0, items.length));
  const count = items.length;
  const step = useCallback((by: number) => setIndex((current) => wrapIndex(current, by, count)), [count]);

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, step]);

  const item = items[index];
  return (
    <Dialog labelledBy={titleId} onClose={onClose} size="full">
      <Bar>
        <div>
          <Title id={titleId}>{title}</Title>
          {details ? <Details>{details}</Details> : null}
        </div>
        <BarEnd>
          {count > 1 ? (
            <Count aria-live="polite">
              {index + 1} / {count}
            </Count>
          ) : null}
          <DialogClose label={closeLabel} />
        </BarEnd>
      </Bar>
      <Stage>
        {count > 1 ? (
          <StepButton type="button" onClick={() => step(-1)} aria-label="Previous photo">
            ‹
          </StepButton>
        ) : null}
        {item ? <ItemView item={item} /> : null}
        {count > 1 ? (
          <StepButton type="button" onClick={() => step(1)} aria-label="Next photo">
            ›
          </StepButton>
        ) : null}
      </Stage>
      {caption ? <Caption>{caption}</Caption> : null}
    </Dialog>
  );
}

function ItemView({ item }: { item: LightboxItem }) {
  if ('content' in item) return <Shown>{item.content}</Shown>;
  return (
    <Shown>
      <img src={item.src} alt={item.alt} width={item.width} height={item.height} />
    </Shown>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  padding: 0.75rem 1rem;
`;

const Title = styled.h2`
  color: ${theme.color.white};
  font-size: 1.25rem;
`;

const Details = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: #e2e8f0;
`;

const BarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 0;
  padding: 0 0.5rem 1rem;
`;

/** The item fills the room left between the bar and the caption, keeping its shape. */
const Shown = styled.div`
  flex: 1;
  align-self: stretch;
  min-width: 0;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  > * {
    max-width: min(100%, 1280px);
    max-height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: none;
  }
`;

const StepButton = styled.button`
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

const Caption = styled.p`
  margin: 0 auto;
  padding: 0 1rem 1.25rem;
  max-width: 60rem;
  text-align: center;
  color: #e2e8f0;
  font-size: 0.9375rem;
`;
