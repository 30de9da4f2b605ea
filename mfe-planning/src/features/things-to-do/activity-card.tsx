/** One activity: picture, category, name, rating, where, what it is, the facts and three features. */
import type { Activity } from '../../domain/directory-types';
import { CardBody, CardTopLine, DirectoryCard, Facts, FeatureList, Muted, RatingLine, Tag } from './directory-ui';

export function ActivityCard({ activity }: { activity: Activity }) {
  const headingId = `activity-${activity.id}`;
  return (
    <DirectoryCard aria-labelledby={headingId} data-activity-id={activity.id}>
      <img
        src={activity.image.src}
        alt={activity.image.alt}
        width={activity.image.width}
        height={activity.image.height}
        loading="lazy"
        decoding="async"
      />
      <CardBody>
        <CardTopLine>
          <Tag>{activity.category}</Tag>
          {activity.featured ? <Tag $tone="ember">Featured</Tag> : null}
        </CardTopLine>
        <h3 id={headingId}>{activity.name}</h3>
        <RatingLine rating={activity.rating} reviews={activity.reviews} />
        <Muted>
          {activity.location} · {activity.distance === 'Downtown' ? 'Downtown' : `${activity.distance} from downtown`}
        </Muted>
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
        <FeatureList features={activity.features} label={`Features of ${activity.name}`} />
      </CardBody>
    </DirectoryCard>
  );
}
