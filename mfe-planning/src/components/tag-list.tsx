/**
 * A card's short list of tags or features: the first three as pills and "+N more" (its title
 * names the rest). Event cards list their tags, activity and restaurant cards their features.
 */
import { PillList } from '@estes/shared/ui/lists';
import { featurePreview } from '../domain/directory-rules';

export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  const { shown, more } = featurePreview(items);
  return (
    <PillList aria-label={label}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {more ? (
        <li className="more" title={items.slice(3).join(', ')}>
          {more}
        </li>
      ) : null}
    </PillList>
  );
}
