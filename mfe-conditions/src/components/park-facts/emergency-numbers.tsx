/**
 * The numbers to call, for /getting-around and the park pack: each a `tel:` link (a phone
 * dials it with one tap, even offline) with its source; the park's own emergency line is given
 * only if an NPS page gave it, otherwise the note says it could not be confirmed.
 */
import styled from 'styled-components';
import { emergencyNumbers as defaultNumbers } from '../../data/park-safety';
import { Section, SourceLine, UnconfirmedNote, type FactHeadingLevel } from './sourced-facts';

export function EmergencyNumbers({
  numbers = defaultNumbers,
  headingLevel = 2,
}: {
  numbers?: typeof defaultNumbers;
  headingLevel?: FactHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby="emergency-numbers-heading" data-park-facts="emergency">
      <Heading id="emergency-numbers-heading">Emergency numbers</Heading>
      <Numbers>
        {numbers.numbers.map((number) => (
          <li key={number.id} data-number={number.id}>
            <p>
              {number.label}: <a href={`tel:${number.dial}`}>{number.display}</a>
            </p>
            <SourceLine source={number.source} checked={number.checked} />
          </li>
        ))}
      </Numbers>
      <UnconfirmedNote items={numbers.unconfirmed} />
    </Section>
  );
}

const Numbers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.5rem 0;
  }
  p {
    margin: 0 0 0.25rem;
  }
  a[href^='tel:'] {
    font-weight: 700;
    font-size: 1.125rem;
  }
`;
