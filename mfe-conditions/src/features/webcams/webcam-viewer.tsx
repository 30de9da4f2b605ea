/** The full-screen viewer of one camera (the site's one Lightbox): the large frame and what it shows. */
import { Lightbox } from '@estes/shared/ui/lightbox';
import type { Webcam, WebcamStatus } from '../../domain/webcams';
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
  return (
    <Lightbox
      title={camera.name}
      details={`${camera.location} · ${pictureTimeText(status)}`}
      items={[
        {
          key: camera.id,
          content: (
            <CameraPicture camera={camera} status={status} alt={`${camera.name} webcam view, full screen`} eager />
          ),
        },
      ]}
      caption={`${camera.description} Best viewing: ${camera.bestViewingTimes.join(', ')}.`}
      closeLabel="Close full-screen view"
      onClose={onClose}
    />
  );
}
