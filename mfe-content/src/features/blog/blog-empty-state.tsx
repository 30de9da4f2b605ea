/** What the blog shows instead of guides: nothing matches the filters, there are none yet, or loading failed. */
import styled from 'styled-components';
import { Button, ButtonLink, paths } from '@estes/shared';
import { EmptyState } from '@estes/shared/ui/section';

export function NoGuides({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState>
      <h3>No articles found</h3>
      <p>
        {filtered
          ? 'Try adjusting your search or filter to find more content.'
          : 'Check back soon for new content from our local experts, or explore our other resources.'}
      </p>
      <Actions>
        {filtered ? (
          <Button type="button" onClick={onClear}>
            Clear Filters
          </Button>
        ) : null}
        <ButtonLink tone="outline" to={paths.accommodations()}>
          Find Your Stay
        </ButtonLink>
        <ButtonLink tone="outline" to={paths.thingsToDo()}>
          Explore Activities
        </ButtonLink>
      </Actions>
    </EmptyState>
  );
}

export function GuidesLoadError() {
  return (
    <EmptyState role="alert">
      <h3>Unable to Load Blog Posts</h3>
      <p>The guides could not be loaded just now. Please try again.</p>
      <Actions>
        <Button type="button" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Actions>
    </EmptyState>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;
