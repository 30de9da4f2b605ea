/** The look of the place facts' pieces (place-facts-view.tsx). */
import styled from 'styled-components';
import { theme } from '../theme';

export const Line = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  a {
    font-weight: 700;
    color: ${theme.color.teal};
  }
`;

export const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
  a {
    color: ${theme.color.teal};
  }
`;

export const Star = styled.span`
  color: #b45309;
`;

export const Opening = styled.strong<{ $open: boolean }>`
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.ink)};
`;

export const Week = styled.details`
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 700;
    color: ${theme.color.teal};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

export const Contact = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
    color: ${theme.color.teal};
  }
`;

export const Notice = styled.p`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.teal};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
`;

export const LiveBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
`;
