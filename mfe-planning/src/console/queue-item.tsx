/**
 * One submission in the queue: who sent it and when, where it stands (who decided or answered,
 * and why), every field as sent, its photos (from the console API, never a public address),
 * and what the reviewer can do to it.
 */
import { Fragment } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { reviewFormTitles, type QueueItem } from '../domain/review-queue';
import { ItemActions, type ItemActionHandlers } from './item-actions';
import { Facts, When } from '@estes/shared/console/ui';

const Card = styled.li`
  padding: 1rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  details {
    margin: 0.5rem 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const Photos = styled.ul`
  list-style: none;
  margin: 0.5rem 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.small};
    background: ${theme.color.line};
  }
`;

const statusText = (item: QueueItem) => {
  if (item.answeredAt) return 'Answered';
  if (item.status === 'new') return 'New';
  return item.status === 'approved' ? 'Approved' : 'Rejected';
};

export function QueueItemCard({
  item,
  photoUrl,
  handlers,
}: {
  item: QueueItem;
  photoUrl: (id: string, position: number) => string;
  handlers: ItemActionHandlers;
}) {
  return (
    <Card>
      <h3>{item.summary || '(no summary)'}</h3>
      <Facts>
        <dt>Status</dt>
        <dd>{statusText(item)}</dd>
        <dt>Received</dt>
        <dd>
          <When at={item.receivedAt} />
        </dd>
        <dt>From</dt>
        <dd>
          {item.name} &lt;{item.email}&gt;
        </dd>
        {item.reviewedAt && item.status !== 'new' ? (
          <>
            <dt>{item.status === 'approved' ? 'Approved' : 'Rejected'}</dt>
            <dd>
              <When at={item.reviewedAt} />
              {item.reviewedBy ? ` by ${item.reviewedBy}` : ''}
            </dd>
          </>
        ) : null}
        {item.reviewReason ? (
          <>
            <dt>Reason</dt>
            <dd>{item.reviewReason}</dd>
          </>
        ) : null}
        {item.answeredAt ? (
          <>
            <dt>Answered</dt>
            <dd>
              <When at={item.answeredAt} />
              {item.answeredBy ? ` by ${item.answeredBy}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Form</dt>
        <dd>
          {reviewFormTitles[item.form]} ({item.id})
        </dd>
      </Facts>
      <details>
        <summary>Everything sent ({item.fields.length} fields)</summary>
        <Facts>
          {item.fields.map((field) => (
            <Fragment key={field.name}>
              <dt>{field.name}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </Facts>
      </details>
      {item.photos.length > 0 ? (
        <Photos aria-label="Photos">
          {item.photos.map((photo) => (
            <li key={photo.position}>
              {photo.shown ? (
                <img
                  src={photoUrl(item.id, photo.position)}
                  width={photo.width ?? undefined}
                  height={photo.height ?? undefined}
                  alt={`Photo ${photo.position} sent with this submission (“${photo.originalName}”)`}
                  loading="lazy"
                />
              ) : (
                <p>
                  Photo {photo.position} (“{photo.originalName}”): {photo.note}
                </p>
              )}
            </li>
          ))}
        </Photos>
      ) : null}
      <ItemActions item={item} handlers={handlers} />
    </Card>
  );
}
