/**
 * The planning pages' tiles: a list laid out as a grid of as many columns as fit (each at
 * least `$min` wide), and the bordered "option and what it means" tiles the partner and
 * submit-event pages list their types with.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const TileGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  padding: 0;
  margin: 1.25rem 0 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min = '15rem' }) => $min}, 100%), 1fr));
`;

export function OptionNotes({
  options,
  notes,
  labelledBy,
  min,
}: {
  options: readonly { value: string; label: string }[];
  notes: Readonly<Record<string, string>>;
  /** The heading that names the list. */
  labelledBy: string;
  min?: string;
}) {
  return (
    <NoteTiles aria-labelledby={labelledBy} $min={min}>
      {options.map((option) => (
        <li key={option.value}>
          <strong>{option.label}</strong>
          <span>{notes[option.value]}</span>
        </li>
      ))}
    </NoteTiles>
  );
}

const NoteTiles = styled(TileGrid)`
  gap: 0.75rem;
  li {
    display: flex;
    flex-direction: column;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.small};
  }
  span {
    color: ${theme.color.muted};
    font-size: 0.9375rem;
  }
`;
