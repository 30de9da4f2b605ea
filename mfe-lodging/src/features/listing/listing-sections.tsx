/** The static section under the list: how booking through us works. */
import styled from 'styled-components';
import { mediaUp } from '@estes/shared';
import { TextCards } from '@estes/shared/ui/card';
import { Disc } from '@estes/shared/ui/disc';
import { PageSection } from '@estes/shared/ui/section';

const steps = [
  {
    title: 'Compare',
    text: 'Browse hotels, lodges, cabins and vacation homes side by side, with our booking partner’s prices for your dates and its guests’ review scores.',
  },
  {
    title: 'Choose',
    text: 'Narrow the list by type, price, rating and facilities, then open a place for its photos, rooms, policies and map.',
  },
  {
    title: 'Book with a trusted partner',
    text: 'Book Now opens our booking partner in a new tab, where you confirm dates and pay. We may earn a commission; your price is the same.',
  },
] as const;

export function HowItWorks() {
  return (
    <PageSection id="how-it-works" heading="How does it work?">
      <StepList items={steps} numbered marker={(index) => <StepNumber aria-hidden="true">{index + 1}</StepNumber>} />
    </PageSection>
  );
}

const StepList = styled(TextCards)`
  margin-top: 1.5rem;
  gap: 1.25rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  p {
    margin: 0;
  }
`;

const StepNumber = styled(Disc)`
  margin-bottom: 0.5rem;
`;
