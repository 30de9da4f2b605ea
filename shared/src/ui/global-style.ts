import { createGlobalStyle } from 'styled-components';
import { theme } from '../theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${theme.color.body};
    background: ${theme.color.white};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { color: ${theme.color.ink}; line-height: 1.2; margin: 0 0 0.5em; }
  h1, h2 { font-family: ${theme.font.heading}; letter-spacing: -0.01em; }
  p { margin: 0 0 1em; }
  a { color: ${theme.color.teal}; }
  img, svg { max-width: 100%; height: auto; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.ember}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
