/**
 * A camera's real picture, served from our origin, or 'Camera offline' with the time of the last
 * real picture (if any) and the operator's page. A picture that fails to load shows the same
 * panel instead of a broken image; the next refresh (a new URL) tries again. A picture that
 * failed before the page was hydrated is caught on mount, since its error event fired before
 * React listened.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { formatMountainTime } from '@estes/shared/mountain-time';
import { webcamFrameSize, webcamImageUrl, type Webcam, type WebcamStatus } from '../../domain/webcams';

/** The camera's picture for its status: the real frame, or the offline panel. */
export function CameraPicture({
  camera,
  status,
  alt,
  eager = false,
}: {
  camera: Webcam;
  status: WebcamStatus | undefined;
  alt: string;
  eager?: boolean;
}) {
  if (status?.status !== 'online') {
    return <CameraOffline camera={camera} lastFrameTime={status?.lastFrameTime ?? null} alt={alt} />;
  }
  return (
    <WebcamFrame
      camera={camera}
      src={webcamImageUrl(camera.id, status.frameTime ?? 'now')}
      alt={alt}
      eager={eager}
      lastFrameTime={status.frameTime}
    />
  );
}

function CameraOffline({ camera, lastFrameTime, alt }: { camera: Webcam; lastFrameTime: string | null; alt: string }) {
  return (
    <Offline role="group" aria-label={`${alt}: camera offline`} data-state="offline">
      <strong>Camera offline</strong>
      <span>
        {lastFrameTime
          ? `Last picture ${formatMountainTime(new Date(lastFrameTime))}.`
          : 'No picture from this camera yet.'}
      </span>
      {camera.liveUrl ? (
        <a href={camera.liveUrl} target="_blank" rel="noopener noreferrer">
          {camera.operator} webcams page
        </a>
      ) : null}
    </Offline>
  );
}

function WebcamFrame({
  camera,
  src,
  alt,
  eager,
  lastFrameTime,
}: {
  camera: Webcam;
  src: string;
  alt: string;
  eager: boolean;
  lastFrameTime: string | null;
}) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && image.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );

  if (failedSrc === src) return <CameraOffline camera={camera} lastFrameTime={lastFrameTime} alt={alt} />;
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
  a {
    font-size: 0.875rem;
    color: ${theme.color.white};
  }
`;
