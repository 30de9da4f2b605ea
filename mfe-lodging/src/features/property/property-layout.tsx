/** The pieces both property pages (the full page and the phone view) are laid out with. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

/** The row of links above a property: back to the list, Save and Share. */
export const PropertyTopLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  padding: 1.25rem 0 0.75rem;
  > a {
    font-weight: 700;
  }
`;

/** One part of the full property page (about, amenities, rooms…), with a rule under it. */
export const PropertyBlock = styled.section`
  padding-bottom: 1.5rem;
  margin-bottom: 1.5rem;
  border-bottom: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.5rem;
  }
`;

/** The property's name and the line under it (rating, reviews, where it is). */
export const PropertyTitle = styled.div`
  margin-bottom: 1rem;
  h1 {
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
    margin-bottom: 0.5rem;
  }
  > p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

/** A wrong stay in the URL: what is wrong; no price was asked for it. */
export function StayProblem({ message }: { message: string }) {
  return (
    <Problem role="alert" data-testid="bad-stay">
      <strong>{message}</strong> No prices were asked for these dates: choose others in the booking box.
    </Problem>
  );
}

const Problem = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.danger};
  background: ${theme.color.dangerWash};
  border-radius: ${theme.radius.small};
`;
