/**
 * The newsletter invitation inside the list (after the 4th card in the grid, the 3rd in the
 * list). It leads to the newsletter sign-up, which the planning area owns.
 */
import styled from 'styled-components';
import { ButtonLink, paths, theme } from '@estes/shared';

export function NewsletterBanner() {
  return (
    <Banner aria-labelledby="listing-newsletter-heading">
      <div>
        <h3 id="listing-newsletter-heading">Join The Estes Insider</h3>
        <p>
          Lodging deals, events and trail conditions from people who live here, in your inbox. Join 2,500+ subscribers.
        </p>
      </div>
      <ButtonLink to={paths.newsletter()} tone="light">
        Get the newsletter
      </ButtonLink>
    </Banner>
  );
}

const Banner = styled.li`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${theme.radius.medium};
  background: linear-gradient(120deg, ${theme.color.pineDark}, ${theme.color.teal});
  color: ${theme.color.white};
  h3 {
    color: ${theme.color.white};
    font-size: 1.375rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${theme.color.tealMist};
    max-width: 36rem;
  }
`;
