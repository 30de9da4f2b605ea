/** 'About the author' under the article: initials, and the founder's bio or a contributor's line. */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { Disc } from '@estes/shared/ui/disc';
import { defaultAuthor } from '../../domain/blog-rules';

const founderBio =
  'Sarah Whitfield founded Local Intel after fifteen years of guiding hikers, photographing the elk rut and answering visitors’ questions at the edge of Rocky Mountain National Park. She lives in Estes Park, hikes the park year-round and writes every guide as if for a friend visiting for the first time.';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function AuthorBox({ author }: { author: string }) {
  return (
    <Box aria-labelledby="about-author">
      <Initials aria-hidden="true">{initialsOf(author)}</Initials>
      <div>
        <h2 id="about-author">About {author}</h2>
        <p>
          {author === defaultAuthor
            ? founderBio
            : `${author} is a local expert and contributor to Local Intel, sharing first-hand knowledge of Estes Park and Rocky Mountain National Park.`}
        </p>
      </div>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  margin-top: 2.5rem;
  padding: 1.5rem;
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${theme.color.body};
  }
`;

const Initials = styled(Disc).attrs({ $size: '3.5rem' })`
  font-size: 1.25rem;
`;
