import { render, screen, within } from '@testing-library/react';
import { TagList } from './tag-list';

describe('cards', () => {
  it('list three features and +N more', () => {
    render(<TagList items={['a', 'b', 'c', 'd', 'e']} label="Features" />);
    expect(
      within(screen.getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b', 'c', '+2 more']);
  });
});
