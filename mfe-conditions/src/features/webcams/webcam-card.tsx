/**
 * One camera: its real picture (opens the full-screen viewer) or 'Camera offline', the time the
 * camera took the picture, category tag, where it looks, best viewing times, up to three
 * features, a refresh and the operator's page.
 */
import styled, { css } from 'styled-components';
import { Button, VisuallyHidden, buttonStyles, theme, type ButtonTone } from '@estes/shared';
import { Card, CardBody, CardTitle } from '@estes/shared/ui/card';
import { FactsList } from '@estes/shared/ui/facts-list';
import { Pills, TextList } from '@estes/shared/ui/lists';
import { formatMountainTime } from '@estes/shared/mountain-time';
import { webcamFilterLabels, type Webcam, type WebcamStatus } from '../../domain/webcams';
import { CameraPicture } from './webcam-frame';

export interface WebcamCardProps {
  camera: Webcam;
  status: WebcamStatus | undefined;
  busy: boolean;
  onRefresh: () => void;
  onOpen: () => void;
}

/** What the card says about the picture's time: the camera's own time, never ours. */
export function pictureTimeText(status: WebcamStatus | undefined): string {
  if (status?.status === 'online') {
    return status.frameTime
      ? `Picture taken ${formatMountainTime(new Date(status.frameTime))}`
      : 'The camera gives no time for this picture';
  }
  return status?.lastFrameTime
    ? `Camera offline · last picture ${formatMountainTime(new Date(status.lastFrameTime))}`
    : 'Camera offline';
}

export function WebcamCard({ camera, status, busy, onRefresh, onOpen }: WebcamCardProps) {
  const online = status?.status === 'online';
  return (
    <Surface as="li" aria-busy={busy} data-webcam-id={camera.id} aria-labelledby={`webcam-${camera.id}`}>
      {online ? (
        <FrameButton type="button" onClick={onOpen} aria-label={`View ${camera.name} full screen`}>
          <CameraPicture camera={camera} status={status} alt={`${camera.name} webcam view`} />
        </FrameButton>
      ) : (
        <CameraPicture camera={camera} status={status} alt={`${camera.name} webcam view`} />
      )}
      <CardBody>
        <Tags>
          <Status>
            <Dot $online={online} aria-hidden="true" />
            {online ? 'Camera picture' : 'Camera offline'}
          </Status>
          <Tag>{webcamFilterLabels[camera.category]}</Tag>
        </Tags>
        <CardTitle id={`webcam-${camera.id}`}>{camera.name}</CardTitle>
        <Where>{camera.location}</Where>
        <p>{camera.description}</p>
        <CameraFacts
          layout="grid"
          facts={[
            { label: 'Facing', value: camera.direction },
            camera.elevation ? { label: 'Elevation', value: `${camera.elevation.toLocaleString('en-US')} ft` } : null,
          ]}
        />
        <SubHeading>Best viewing times</SubHeading>
        <Chips items={camera.bestViewingTimes} tone="ember" />
        <SubHeading>Features</SubHeading>
        <Features items={camera.features.slice(0, 3)} />
        <Updated>{busy ? 'Refreshing…' : pictureTimeText(status)}</Updated>
        <Actions>
          <SmallButton type="button" onClick={onRefresh} disabled={busy} aria-label={`Refresh ${camera.name}`}>
            {busy ? 'Refreshing…' : 'Refresh'}
          </SmallButton>
          {online ? (
            <SmallButton type="button" onClick={onOpen} aria-label={`Full screen: ${camera.name}`}>
              Full screen
            </SmallButton>
          ) : null}
          {camera.liveUrl ? (
            <LiveLink href={camera.liveUrl} target="_blank" rel="noopener noreferrer">
              Operator’s page
              <VisuallyHidden>
                {' '}
                of {camera.name} at {camera.operator} (opens in a new tab)
              </VisuallyHidden>
            </LiveLink>
          ) : null}
        </Actions>
      </CardBody>
    </Surface>
  );
}

const Surface = styled(Card)`
  &[aria-busy='true'] {
    opacity: 0.7;
  }
  p {
    color: ${theme.color.muted};
    font-size: 0.9375rem;
  }
`;

const FrameButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const Tags = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${theme.color.body};
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $online }) => ($online ? '#16a34a' : '#dc2626')};
`;

const Tag = styled.span`
  padding: 0.125rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tealMist};
  color: ${theme.color.pine};
  text-transform: uppercase;
`;

const Where = styled.p`
  && {
    color: ${theme.color.body};
    font-weight: 600;
    font-size: 0.875rem;
    margin-bottom: 0.5rem;
  }
`;

const CameraFacts = styled(FactsList)`
  font-size: 0.8125rem;
`;

const SubHeading = styled.h4`
  font-family: ${theme.font.body};
  font-size: 0.8125rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${theme.color.muted};
  margin: 0.25rem 0 0.375rem;
`;

const Chips = styled(Pills)`
  margin-bottom: 0.5rem;
`;

const Features = styled(TextList)`
  margin: 0 0 0.75rem;
  padding-left: 1.125rem;
  font-size: 0.875rem;
`;

const Updated = styled.p`
  && {
    margin: auto 0 0.5rem;
    font-size: 0.8125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The site's button, smaller to fit three in a card's row. */
const compact = css`
  min-height: 40px;
  padding: 0.375rem 0.875rem;
`;

export const SmallButton = styled(Button).attrs({ $tone: 'outline' as const })`
  ${compact}
  &:disabled {
    cursor: progress;
  }
`;

const LiveLink = styled.a<{ $tone?: ButtonTone }>`
  ${buttonStyles}
  ${compact}
  position: relative;
`;
