/**
 * The newsletter sign-up inside the list (after the 4th card in the grid, the 3rd in the list):
 * the site's one form, which here welcomes the visitor in place instead of leaving the list.
 */
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { NewsletterForm } from '@estes/shared/newsletter';

export function NewsletterBanner() {
  return (
    <Banner aria-labelledby="listing-newsletter-heading">
      <div>
        <h3 id="listing-newsletter-heading">Join The Estes Insider</h3>
        <p>Lodging deals, events and trail conditions from people who live here, in your inbox.</p>
      </div>
      <FormSlot>
        <NewsletterForm placement="accommodations" layout="inline" tone="dark" />
      </FormSlot>
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

const FormSlot = styled.div`
  flex: 1 1 100%;
  ${mediaUp('large')} {
    flex: 0 1 28rem;
  }
`;
