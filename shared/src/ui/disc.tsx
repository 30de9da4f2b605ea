/**
 * A round badge holding a number, initials or an icon: a step's number, an author's initials,
 * a member's avatar. One shape for all of them (`$size` across, teal or mist).
 *
 * Imported as `@estes/shared/ui/disc`, never through `@estes/shared`.
 */
import styled from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme } from '@estes/shared';

export const Disc = styled.span<{ $size?: string; $tone?: 'teal' | 'mist' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size ?? '2.25rem'};
  height: ${({ $size }) => $size ?? '2.25rem'};
  border-radius: 50%;
  background: ${({ $tone }) => ($tone === 'mist' ? theme.color.tealMist : theme.color.teal)};
  color: ${({ $tone }) => ($tone === 'mist' ? theme.color.pine : theme.color.white)};
  font-weight: 800;
`;
