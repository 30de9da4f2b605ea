/** The column beside the article: 'Plan Your Stay', the newsletter sign-up and sharing. */
import styled from 'styled-components';
import { ButtonLink, paths, theme } from '@estes/shared';
import { Stack } from '@estes/shared/ui/section';
import { NewsletterBlock } from '../../components/newsletter-block';
import { ShareArticle } from './share-article';

export function ArticleAside({ title, path }: { title: string; path: string }) {
  return (
    <Stack $gap="1.5rem">
      <BookingCard aria-labelledby="booking-heading">
        <h2 id="booking-heading">Plan Your Stay</h2>
        <p>Compare hotels, cabins and vacation rentals near the park, with real prices from our booking partners.</p>
        <ButtonLink tone="book" to={paths.accommodations()}>
          Find Your Stay
        </ButtonLink>
      </BookingCard>
      <NewsletterBlock
        placement="article"
        heading="Join The Estes Insider"
        text="Local tips, events and trail conditions from people who live here, in your inbox every week."
        buttonLabel="Subscribe Free"
        note="No spam, unsubscribe anytime."
        layout="stacked"
      />
      <ShareArticle title={title} path={path} />
    </Stack>
  );
}

const BookingCard = styled.section`
  padding: 1.5rem;
  border-radius: ${theme.radius.large};
  background: ${theme.color.emberWash};
  border: 1px solid #fed7aa;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.5rem;
  }
  p {
    color: ${theme.color.body};
  }
`;
