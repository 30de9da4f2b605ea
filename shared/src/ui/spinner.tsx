/**
 * The busy spinner inside a send button (the submission forms', the newsletter sign-up's): a
 * ring in the button's own text colour, turning slower for visitors who ask for less motion.
 * Decorative: the button's text says it is busy.
 *
 * Imported as `@estes/shared/ui/spinner`, never through `@estes/shared`.
 */
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
