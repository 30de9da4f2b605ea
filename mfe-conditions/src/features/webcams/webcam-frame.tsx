/**
 * A camera's picture. A frame that fails to load shows an 'offline' panel instead of a broken
 * image; the next refresh (a new URL) tries again. A frame that failed before the page was
 * hydrated is caught on mount, since its error event fired before React listened.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { webcamFrameSize } from '../../domain/webcams';

export function WebcamFrame({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && image.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  if (failedSrc === src) {
    return (
      <Offline role="img" aria-label={`${alt}: camera offline`} data-state="offline">
        <strong>Camera offline</strong>
        <span>The picture could not be loaded. It will try again at the next refresh.</span>
      </Offline>
    );
  }
  return (
    <Image
      ref={checkLoaded}
      src={src}
      alt={alt}
      width={webcamFrameSize.width}
      height={webcamFrameSize.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.pineDark};
`;

const Offline = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  aspect-ratio: 16 / 9;
  width: 100%;
  padding: 1rem;
  text-align: center;
  background: repeating-linear-gradient(135deg, #1e293b 0 12px, #243247 12px 24px);
  color: ${theme.color.white};
  strong {
    font-size: 1.125rem;
  }
  span {
    font-size: 0.875rem;
    color: #e2e8f0;
  }
`;
