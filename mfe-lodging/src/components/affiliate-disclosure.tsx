/** Said where visitors choose, not only in the footer: partner bookings pay the site. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export function AffiliateDisclosure() {
  return (
    <Note>
      <strong>How we earn:</strong> Book Now takes you to our booking partners. When you book through these links we may
      earn a commission, at no extra cost to you. It never changes the order of the list or the prices you pay.
    </Note>
  );
}

const Note = styled.p`
  margin: 1rem 0 0;
  padding: 0.625rem 0.875rem;
  font-size: 0.875rem;
  color: ${theme.color.body};
  background: ${theme.color.emberWash};
  border-left: 4px solid ${theme.color.ember};
  border-radius: ${theme.radius.small};
`;
