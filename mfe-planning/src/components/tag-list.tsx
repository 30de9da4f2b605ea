/**
 * A card's short list of tags or features: the first three as pills and "+N more" (its title
 * names the rest). Event cards list their tags, activity and restaurant cards their features.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { featurePreview } from '../domain/directory-rules';

export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  const { shown, more } = featurePreview(items);
  return (
    <Pills aria-label={label}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {more ? (
        <li className="more" title={items.slice(3).join(', ')}>
          {more}
        </li>
      ) : null}
    </Pills>
  );
}

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
  li.more {
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    font-weight: 700;
  }
`;
