import styled from 'styled-components';
import { mediaUp, theme } from '../theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`;

export const Section = styled.section<{ $tone?: 'plain' | 'mist' }>`
  padding: 3rem 0;
  background: ${({ $tone }) => ($tone === 'mist' ? theme.color.surface : 'transparent')};
  ${mediaUp('medium')} {
    padding: 4rem 0;
  }
`;

export const SectionHeading = styled.h2`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem);
  margin-bottom: 0.75rem;
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${theme.color.muted};
  max-width: 46rem;
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
