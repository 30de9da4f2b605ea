/**
 * How the area's own form fields look (the stay search, the booking box, the phone view's dates,
 * the sort): a 44 px control with a slate border, and a small bold muted label above it.
 */
import { css } from 'styled-components';
import { theme } from '@estes/shared';

export const fieldControl = css`
  min-height: 44px;
  padding: 0.5rem;
  border: 1px solid #94a3b8;
  border-radius: ${theme.radius.small};
  background: ${theme.color.white};
  color: ${theme.color.ink};
  font-weight: 400;
  min-width: 0;
`;

export const fieldLabel = css`
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${theme.color.muted};
`;
