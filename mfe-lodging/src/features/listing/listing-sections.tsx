/** The static sections under the list: what guests say, and how booking through us works. */
import styled from 'styled-components';
import { Container, Section, SectionHeading, Lead, mediaUp, theme } from '@estes/shared';

const guestReviews = [
  {
    name: 'Megan R.',
    from: 'Denver, CO',
    rating: 5,
    text: 'We compared six cabins in one evening and booked one on Fish Creek with a hot tub and elk in the yard every morning. Exactly what the listing said.',
  },
  {
    name: 'Daniel and Priya S.',
    from: 'Austin, TX',
    rating: 5,
    text: 'Filtering by “pet friendly” and “near the park” saved us hours. We were at the Beaver Meadows entrance before the timed-entry rush.',
  },
  {
    name: 'Tom K.',
    from: 'Omaha, NE',
    rating: 4,
    text: 'Honest prices and real local notes. The downtown hotel we picked was a five-minute walk from the Riverwalk and the taffy shops.',
  },
] as const;

const steps = [
  {
    title: 'Compare',
    text: 'Browse hotels, cabins, condos and vacation homes side by side, with ratings, reviews and nightly prices.',
  },
  {
    title: 'Choose',
    text: 'Narrow the list by type, price, rating, amenities and area, then open a property for rooms, policies and what is nearby.',
  },
  {
    title: 'Book with a trusted partner',
    text: 'Book Now opens our booking partner in a new tab, where you confirm dates and pay. We may earn a commission; your price is the same.',
  },
] as const;

export function GuestReviews() {
  return (
    <Section $tone="mist" aria-labelledby="guest-reviews-heading">
      <Container>
        <SectionHeading id="guest-reviews-heading">What guests say</SectionHeading>
        <Lead>Visitors who found their stay here.</Lead>
        <ReviewList>
          {guestReviews.map((review) => (
            <li key={review.name}>
              <Stars aria-label={`${review.rating} out of 5 stars`}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </Stars>
              <blockquote>{review.text}</blockquote>
              <p>
                <strong>{review.name}</strong>, {review.from}
              </p>
            </li>
          ))}
        </ReviewList>
      </Container>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section aria-labelledby="how-it-works-heading">
      <Container>
        <SectionHeading id="how-it-works-heading">How does it work?</SectionHeading>
        <StepList>
          {steps.map((step, index) => (
            <li key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </StepList>
      </Container>
    </Section>
  );
}

const ReviewList = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    background: ${theme.color.white};
    border-radius: ${theme.radius.medium};
    padding: 1.25rem;
    box-shadow: ${theme.shadow.card};
  }
  blockquote {
    margin: 0.5rem 0 0.75rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Stars = styled.span`
  color: #b45309;
  letter-spacing: 0.1em;
`;

const StepList = styled.ol`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: 1.25rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
  }
  p {
    color: ${theme.color.muted};
    margin: 0;
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${theme.color.teal};
  color: ${theme.color.white};
  font-weight: 800;
  margin-bottom: 0.5rem;
`;
