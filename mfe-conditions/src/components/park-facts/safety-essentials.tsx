/**
 * The park's safety essentials, for /getting-around and the park pack: lightning, altitude,
 * wildlife distances and Leave No Trace, each as its source states it.
 */
import type { SourcedSection } from '../../data/park-facts';
import { safetyEssentials } from '../../data/park-safety';
import { SourcedFactSection, type FactHeadingLevel } from './sourced-facts';

export function SafetyEssentials({
  sections = safetyEssentials,
  headingLevel = 2,
}: {
  sections?: readonly SourcedSection[];
  headingLevel?: FactHeadingLevel;
}) {
  return (
    <div data-park-facts="safety">
      {sections.map((section) => (
        <SourcedFactSection key={section.id} section={section} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
