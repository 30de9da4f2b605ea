/** The picture a post without one shows: a labelled 'Expert Guide' panel. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const PostPlaceholder = styled.div<{ $small?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ $small }) => ($small ? '16 / 10' : '4 / 3')};
  background: linear-gradient(135deg, ${theme.color.teal}, ${theme.color.pineDark});
  color: ${theme.color.white};
  font-family: ${theme.font.heading};
  font-size: 1.5rem;
  font-weight: 700;
`;
