/** The phone view's "Show all … / Show fewer …" toggle under a list it shortens. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export function ShowMoreButton({
  expanded,
  controls,
  onToggle,
  moreLabel,
  fewerLabel,
}: {
  expanded: boolean;
  /** The id of the list it lengthens. */
  controls: string;
  onToggle: () => void;
  moreLabel: string;
  fewerLabel: string;
}) {
  return (
    <Toggle type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? fewerLabel : moreLabel}
    </Toggle>
  );
}

const Toggle = styled.button`
  margin-top: 0.75rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${theme.color.teal};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.teal};
  font-weight: 700;
  cursor: pointer;
`;
