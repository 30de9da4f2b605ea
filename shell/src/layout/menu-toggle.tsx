/**
 * The header's Menu / Close button below the large breakpoint, its icon turning into a cross.
 * On a phone narrower than `iconOnlyBelow` the word is kept for screen readers only: the logo,
 * My trip with its count and the worded button did not fit one row there (the logo's name
 * wrapped onto two lines at 390 px).
 */
import type { Ref } from 'react';
import styled, { css } from 'styled-components';
import { mediaUp, theme } from '@estes/shared';

export function MenuToggle({
  open,
  panelId,
  onToggle,
  ref,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  /** Escape puts focus back here. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <ToggleButton ref={ref} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      <MenuIcon $open={open} aria-hidden="true">
        <span />
        <span />
        <span />
      </MenuIcon>
      <ToggleLabel>{open ? 'Close' : 'Menu'}</ToggleLabel>
    </ToggleButton>
  );
}

/** Below this width (px) the button shows its icon only. */
const iconOnlyBelow = 480;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font-weight: 600;
  cursor: pointer;
  ${mediaUp('large')} {
    display: none;
  }
`;

/** The button's name: shown beside the icon, or only to assistive technology on a narrow phone. */
const ToggleLabel = styled.span`
  @media (max-width: ${iconOnlyBelow - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const MenuIcon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 18px;
  height: 14px;
  span {
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    transition:
      transform 200ms ease,
      opacity 200ms ease;
  }
  span:nth-child(1) {
    top: 0;
  }
  span:nth-child(2) {
    top: 6px;
  }
  span:nth-child(3) {
    top: 12px;
  }
  ${({ $open }) =>
    $open &&
    css`
      span:nth-child(1) {
        transform: translateY(6px) rotate(45deg);
      }
      span:nth-child(2) {
        opacity: 0;
      }
      span:nth-child(3) {
        transform: translateY(-6px) rotate(-45deg);
      }
    `}
`;
