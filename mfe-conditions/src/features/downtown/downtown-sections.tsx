/** The downtown guide's fixed sections: history, parking, tips, the walking tour and getting there. */
import styled from 'styled-components';
import { Container, Section, SectionHeading, theme } from '@estes/shared';
import { TextCards } from '@estes/shared/ui/card';
import { FactsList } from '@estes/shared/ui/facts-list';
import { PageSection } from '@estes/shared/ui/section';
import { SpacedList, TileGrid } from '../../components/lists';
import { gettingThere, historicStreet, insiderTips, parkingGuide, walkingTour } from '../../data/downtown-guide';

export function HistoricStreet() {
  return (
    <Section aria-labelledby="historic-heading">
      <Container>
        <Columns>
          <div>
            <SectionHeading id="historic-heading">{historicStreet.heading}</SectionHeading>
            {historicStreet.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <StreetFacts layout="grid" facts={historicStreet.facts} />
        </Columns>
      </Container>
    </Section>
  );
}

export function ParkingGuide() {
  return (
    <PageSection id="parking" heading="Parking guide" tone="mist">
      <Tiles>
        {parkingGuide.map((lot) => (
          <li key={lot.name}>
            <h3>{lot.name}</h3>
            <Small>{lot.where}</Small>
            <p>{lot.note}</p>
          </li>
        ))}
      </Tiles>
    </PageSection>
  );
}

export function TipsAndTour() {
  return (
    // A band around two sections, each with its heading.
    <Section as="div" $tone="mist">
      <Container>
        <Columns>
          <section aria-labelledby="tips-heading">
            <SectionHeading id="tips-heading">Insider tips</SectionHeading>
            <ul>
              {insiderTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tour-heading">
            <SectionHeading id="tour-heading">Self-guided walking tour</SectionHeading>
            <SpacedList as="ol">
              {walkingTour.map((stop) => (
                <li key={stop.stop}>
                  <strong>{stop.stop}</strong> <Small as="span">({stop.minutes} min)</Small>
                  <br />
                  {stop.text}
                </li>
              ))}
            </SpacedList>
          </section>
        </Columns>
      </Container>
    </Section>
  );
}

export function GettingThere() {
  return (
    <PageSection id="getting-there" heading="Getting there" tone="mist">
      <TextCards items={gettingThere} minWidth="260px" />
    </PageSection>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const StreetFacts = styled(FactsList)`
  align-content: start;
  gap: 1rem;
  && > div {
    padding: 1rem;
    border-radius: ${theme.radius.medium};
    background: ${theme.color.tealWash};
  }
  && dd {
    font-size: 1.25rem;
    color: ${theme.color.pine};
  }
`;

const Tiles = styled(TileGrid)`
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding: 1.125rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    background: ${theme.color.white};
  }
  h3 {
    font-size: 1.0625rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0.25rem 0 0.75rem;
    color: ${theme.color.body};
  }
`;

const Small = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
`;
