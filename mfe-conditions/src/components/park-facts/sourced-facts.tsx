/**
 * One section of sourced park facts (docs/rules/conditions.md#sourced-park-facts): each fact
 * with "Typical (as of …)" on its own line when it is a usual value, its season as the source
 * stated it, and its source link with the day it was checked; then what could not be confirmed.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { longDay } from '@estes/shared/park';
import type { FactCheck, FactSource, SourcedFact, SourcedSection } from '../../data/park-facts';

export type FactHeadingLevel = 2 | 3;

export function SourceLine({ source, checked }: { source: FactSource; checked: FactCheck }) {
  return (
    <Source>
      Source:{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.name}
      </a>
      ; checked {longDay(checked.on, true)}, against {checked.against}.
    </Source>
  );
}

function FactItem({ fact }: { fact: SourcedFact }) {
  return (
    <li data-fact={fact.id}>
      <p>
        {fact.typical ? <Typical>Typical (as of {fact.typical.asOf}): </Typical> : null}
        {fact.text}
      </p>
      {fact.seasonNote ? <p>Season: {fact.seasonNote}</p> : null}
      <SourceLine source={fact.source} checked={fact.checked} />
    </li>
  );
}

export function UnconfirmedNote({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return <Unconfirmed>Could not be confirmed: {items.join(' ')}</Unconfirmed>;
}

export function SourcedFactSection({
  section,
  headingLevel,
}: {
  section: SourcedSection;
  headingLevel: FactHeadingLevel;
}) {
  const headingId = `${section.id}-heading`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby={headingId} data-facts={section.id}>
      <Heading id={headingId}>{section.heading}</Heading>
      <Facts>
        {section.facts.map((fact) => (
          <FactItem key={fact.id} fact={fact} />
        ))}
      </Facts>
      <UnconfirmedNote items={section.unconfirmed} />
    </Section>
  );
}

export const Section = styled.section`
  margin: 0 0 1.5rem;
  h2,
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  a {
    color: ${theme.color.pine};
  }
`;

const Facts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.625rem 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  p {
    margin: 0 0 0.25rem;
  }
`;

const Typical = styled.strong`
  color: ${theme.color.ink};
`;

const Source = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Unconfirmed = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.9375rem;
  color: ${theme.color.muted};
`;
