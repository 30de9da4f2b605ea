/**
 * The weather page's blocks: a titled section below the current conditions (its heading names
 * it), and the white panel its cards and tiles are drawn on.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';

/** A section of the page named by its heading: `<WeatherBlock id="hours" heading="Next 6 Hours">`. */
export function WeatherBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Block aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </Block>
  );
}

/** The white panel of the page's cards and tiles. */
export const weatherPanel = `
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  padding: 1.25rem;
`;

const Block = styled.section`
  margin-top: 2.5rem;
  h2 {
    font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
    margin-bottom: 1rem;
  }
`;

/** The page's tiles in a list: `$columns` across from the medium breakpoint, `$phoneColumns` below. */
export const TileList = styled.ul<{ $columns: number; $phoneColumns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $phoneColumns = 1 }) => $phoneColumns}, minmax(0, 1fr));
  gap: 0.75rem;
  ${mediaUp('medium')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  > li {
    ${weatherPanel}
  }
`;
