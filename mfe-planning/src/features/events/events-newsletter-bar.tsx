/** The events calendar's newsletter bar: "Never miss an Estes Park event" with the inline sign-up form. */
import styled from 'styled-components';
import { Container, mediaUp, theme } from '@estes/shared';
import { NewsletterForm } from '@estes/shared/newsletter';

export function EventsNewsletterBar() {
  return (
    <NewsletterBar aria-labelledby="events-newsletter-heading">
      <Container>
        <BarInner>
          <div>
            <h2 id="events-newsletter-heading">Never miss an Estes Park event</h2>
            <p>Get the week’s events in your inbox with The Estes Insider.</p>
          </div>
          <NewsletterForm placement="events-bar" layout="inline" tone="dark" label="Email address" hideLabel />
        </BarInner>
      </Container>
    </NewsletterBar>
  );
}

const NewsletterBar = styled.section`
  background: ${theme.color.pine};
  color: ${theme.color.white};
  padding: 1.25rem 0;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
    color: ${theme.color.white};
  }
  p {
    margin: 0;
  }
`;

const BarInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  ${mediaUp('large')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    > div:first-child {
      max-width: 28rem;
    }
  }
`;
