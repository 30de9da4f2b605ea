/**
 * Getting around, for /getting-around and the park pack: the Hiker Shuttle, Park & Ride,
 * trailhead fill times (typical), the town's free shuttles and parking, each fact sourced, and
 * where to check this year's schedules.
 */
import { currentSchedulePages, gettingAroundSections } from '../../data/getting-around';
import type { SourcedSection } from '../../data/park-facts';
import { SourcedFactSection, type FactHeadingLevel } from './sourced-facts';

export function GettingAroundSummary({
  sections = gettingAroundSections,
  headingLevel = 2,
}: {
  sections?: readonly SourcedSection[];
  headingLevel?: FactHeadingLevel;
}) {
  return (
    <div data-park-facts="getting-around">
      {sections.map((section) => (
        <SourcedFactSection key={section.id} section={section} headingLevel={headingLevel} />
      ))}
      <p>
        This year’s schedules:{' '}
        {Object.values(currentSchedulePages).map((page, index, all) => (
          <span key={page.url}>
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              {page.name}
            </a>
            {index < all.length - 1 ? ' · ' : '.'}
          </span>
        ))}
      </p>
    </div>
  );
}
