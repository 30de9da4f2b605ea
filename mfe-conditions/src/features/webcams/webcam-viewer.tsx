/** The full-screen viewer of one camera: the large frame and what it shows. Escape closes it. */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { Webcam, WebcamStatus } from '../../domain/webcams';
import { useModal } from '../../components/use-modal';
import { CameraPicture } from './webcam-frame';
import { pictureTimeText } from './webcam-card';

export function WebcamViewer({
  camera,
  status,
  onClose,
}: {
  camera: Webcam;
  status: WebcamStatus | undefined;
  onClose: () => void;
}) {
  const { closeButton, dialog } = useModal(onClose);
  return (
    <Overlay ref={dialog} role="dialog" aria-modal="true" aria-labelledby="webcam-viewer-title">
      <Bar>
        <div>
          <Title id="webcam-viewer-title">{camera.name}</Title>
          <Meta>
            {camera.location} · {pictureTimeText(status)}
          </Meta>
        </div>
        <Close ref={closeButton} type="button" onClick={onClose} aria-label="Close full-screen view">
          ×
        </Close>
      </Bar>
      <Stage>
        <CameraPicture camera={camera} status={status} alt={`${camera.name} webcam view, full screen`} eager />
      </Stage>
      <Caption>
        {camera.description} Best viewing: {camera.bestViewingTimes.join(', ')}.
      </Caption>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  background: rgba(2, 6, 23, 0.95);
  color: ${theme.color.white};
`;

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
  margin: 0;
`;

const Meta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: #e2e8f0;
`;

const Close = styled.button`
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

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: 0 1rem;
  > * {
    max-width: min(100%, 1280px);
    max-height: 100%;
    object-fit: contain;
  }
`;

const Caption = styled.p`
  margin: 0 auto;
  padding: 0.75rem 1rem 1.25rem;
  max-width: 60rem;
  color: #e2e8f0;
  font-size: 0.9375rem;
`;
