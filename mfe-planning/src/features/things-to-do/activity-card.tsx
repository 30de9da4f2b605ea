/**
 * One activity: picture, category, name, where, what it is, the facts and three features, then
 * its facts by the places provider's answer (place-facts-view: live rating, hours and contact, or
 * the way to its own listing); a seasonal place out of its season says 'Closed for the season'
 * (not 'Featured'), when it usually opens, and links to the park's page for the day's status.
 */
import styled from 'styled-components';
import { VisuallyHidden, paths, theme } from '@estes/shared';
import { SaveToTripButton } from '@estes/shared/my-trip';
import { Card, CardTitle } from '@estes/shared/ui/card';
import type { PlaceFactsEntry } from '../../domain/place-facts';
import type { Activity } from '../../domain/directory-types';
import { activityTripItem } from '../../domain/trip-items';
import type { ActivitySeason } from './activity-seasons';
import {
  CardTopLine,
  DirectoryCardBody,
  DirectoryPicture,
  DirectoryPlaceFacts,
  Facts,
  Muted,
  Tag,
} from '../../components/directory-card';
import { TagList } from '../../components/tag-list';

export function ActivityCard({
  activity,
  season,
  facts,
  providerName,
}: {
  activity: Activity;
  season?: ActivitySeason;
  /** The provider's answer for this place; undefined when the API could not be read. */
  facts: PlaceFactsEntry | undefined;
  providerName: string;
}) {
  const headingId = `activity-${activity.id}`;
  const live = facts?.state === 'live' && facts.facts.address !== null;
  const closed = season && !season.status.open ? season.status : undefined;
  return (
    <Card as="li" aria-labelledby={headingId} data-activity-id={activity.id}>
      <DirectoryPicture image={activity.image} />
      <DirectoryCardBody>
        <CardTopLine>
          <Tag>{activity.category}</Tag>
          {closed ? (
            <Tag $tone="ember">{closed.label}</Tag>
          ) : activity.featured ? (
            <Tag $tone="ember">Featured</Tag>
          ) : null}
        </CardTopLine>
        <CardTitle id={headingId}>{activity.name}</CardTitle>
        {closed && season ? (
          <SeasonNote>
            Closed for the season: {closed.typically}.{' '}
            <a href={season.sourceUrl} target="_blank" rel="noopener noreferrer">
              Source: {season.sourceName}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </SeasonNote>
        ) : null}
        {/* The provider's address is in its block; ours only when it gave none. */}
        {live ? null : <Muted>{activity.location}</Muted>}
        <p>{activity.description}</p>
        <Facts
          items={[
            ['Duration', activity.duration],
            ['Difficulty', activity.difficulty],
            ['Price', activity.priceRange],
            ['Best time', activity.bestTime],
            ['Season', activity.seasonality],
          ]}
        />
        <TagList items={activity.features} label={`Features of ${activity.name}`} />
        <DirectoryPlaceFacts place={activity} facts={facts} providerName={providerName} />
        <SaveToTripButton item={activityTripItem(activity, paths)} />
      </DirectoryCardBody>
    </Card>
  );
}

const SeasonNote = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${theme.color.ember};
  background: ${theme.color.emberWash};
  color: ${theme.color.ink};
  font-size: 0.9375rem;
`;
