/**
 * The phone view's photos from the partner (docs/rules/lodging.md#mobile-property-page): one at a
 * time with previous and next (wrapping at both ends), where you are ("2 / 6"), and the
 * full-screen viewer on a tap; the source named under them.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@estes/shared';
import { wrapIndex } from '@estes/shared/ui/lightbox';
import { PhotoViewer, type PhotoView } from './photo-gallery';

export function PhotoCarousel({
  photos,
  name,
  source,
}: {
  photos: readonly PhotoView[];
  name: string;
  source: string;
}) {
  const [photo, setPhoto] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const shown = photos[photo];
  if (!shown) return null;
  return (
    <>
      <Carousel aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
        <button
          type="button"
          className="picture"
          onClick={() => setFullScreen(true)}
          aria-label="View photos full screen"
        >
          <img src={shown.src} alt={shown.alt} width={500} height={375} />
        </button>
        {photos.length > 1 ? (
          <>
            <CarouselButton
              type="button"
              className="previous"
              onClick={() => setPhoto((index) => wrapIndex(index, -1, photos.length))}
              aria-label="Previous photo"
            >
              ‹
            </CarouselButton>
            <CarouselButton
              type="button"
              className="next"
              onClick={() => setPhoto((index) => wrapIndex(index, 1, photos.length))}
              aria-label="Next photo"
            >
              ›
            </CarouselButton>
          </>
        ) : null}
        <Position aria-live="polite">
          {photo + 1} / {photos.length}
        </Position>
      </Carousel>
      <Container>
        <Source>Photos: {source}</Source>
      </Container>
      {fullScreen ? (
        <PhotoViewer photos={photos} name={name} source={source} start={photo} onClose={() => setFullScreen(false)} />
      ) : null}
    </>
  );
}

const Carousel = styled.section`
  position: relative;
  .picture {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    cursor: zoom-in;
    background: ${theme.color.tealMist};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .previous {
    left: 0.75rem;
  }
  .next {
    right: 0.75rem;
  }
`;

const CarouselButton = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.color.ink};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${theme.shadow.card};
`;

const Source = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Position = styled.p`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  margin: 0;
  padding: 0.125rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: rgba(2, 6, 23, 0.7);
  color: ${theme.color.white};
  font-weight: 700;
  font-size: 0.875rem;
`;
