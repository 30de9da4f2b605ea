/**
 * The site search's results (/search?q=): a heading with the query, the search form (kept
 * filled in), the number of results and one section per kind, best match first. A blank
 * query asks for one; no results, a refused query and an unavailable search each say so and
 * offer the main sections. Everything is in the server's HTML; the form works without script.
 */
import { Form, Link, useLoaderData, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, mediaUp, paths, theme } from '@estes/shared';
import type { SearchPageData, SearchResultItem } from './search-data';

const browseLinks = [
  { href: paths.accommodations(), label: 'Places to stay' },
  { href: paths.thingsToDo(), label: 'Things to do' },
  { href: paths.blog(), label: 'Local Intel blog' },
  { href: paths.events(), label: 'Events' },
] as const;

const shown = (typed: string) => typed.replace(/\s+/g, ' ').trim();

function ResultLink({ result }: { result: SearchResultItem }) {
  // A result that points into a page (#its-card) is opened as a page load, so the browser
  // scrolls to it; the others navigate in place.
  return result.path.includes('#') ? (
    <a href={result.path}>{result.title}</a>
  ) : (
    <Link to={result.path}>{result.title}</Link>
  );
}

function BrowseLinks({ label }: { label: string }) {
  return (
    <Browse aria-label={label}>
      {browseLinks.map((link) => (
        <Link key={link.href} to={link.href}>
          {link.label}
        </Link>
      ))}
    </Browse>
  );
}

export function SearchPage() {
  const data = useLoaderData() as SearchPageData;
  const navigation = useNavigation();
  const query = data.state === 'invalid' ? '' : shown(data.typed);
  const searching = navigation.state === 'loading' && navigation.location.pathname === paths.search('');

  return (
    <Container>
      <Wrapper aria-busy={searching}>
        <h1>{query ? `Search results for “${query}”` : 'Search the Estes Park Guide'}</h1>
        <SearchForm method="get" action={paths.search('')} role="search" aria-labelledby="search-page-label">
          <label id="search-page-label" htmlFor="search-page-q">
            Search for lodging, activities, restaurants, events and more
          </label>
          <div>
            <input
              key={data.typed}
              id="search-page-q"
              type="search"
              name="q"
              defaultValue={data.typed}
              placeholder="Cabins, hikes, restaurants…"
              aria-describedby={data.state === 'invalid' ? 'search-page-error' : undefined}
              aria-invalid={data.state === 'invalid' ? true : undefined}
            />
            <Button type="submit">Search</Button>
          </div>
        </SearchForm>

        {data.state === 'blank' && (
          <>
            <Prompt>Type what you’re looking for: a cabin, a trail, a restaurant, an event or a shop downtown.</Prompt>
            <BrowseLinks label="Browse the guide" />
          </>
        )}

        {data.state === 'invalid' && (
          <Notice id="search-page-error" role="alert" $tone="danger">
            {data.message}
          </Notice>
        )}

        {data.state === 'unavailable' && (
          <>
            <Notice role="alert" $tone="danger">
              Search isn’t available right now. Please try again in a moment, or browse the guide.
            </Notice>
            <BrowseLinks label="Browse the guide" />
          </>
        )}

        {data.state === 'results' && data.answer.total === 0 && (
          <Empty data-testid="search-empty">
            <h2>No results for “{query}”</h2>
            <p>Check the spelling, try fewer or more general words (like “cabin”, “hike” or “pizza”), or browse:</p>
            <BrowseLinks label="Browse the guide" />
          </Empty>
        )}

        {data.state === 'results' && data.answer.total > 0 && (
          <>
            <Count aria-live="polite">
              {data.answer.total} result{data.answer.total === 1 ? '' : 's'}
            </Count>
            {data.answer.groups.map((group) => (
              <Group key={group.kind} aria-labelledby={`search-group-${group.kind}`} data-kind={group.kind}>
                <h2 id={`search-group-${group.kind}`}>
                  {group.label} <small>({group.results.length})</small>
                </h2>
                <ul>
                  {group.results.map((result) => (
                    <li key={result.path}>
                      <ResultLink result={result} />
                      {result.summary ? <p>{result.summary}</p> : null}
                    </li>
                  ))}
                </ul>
              </Group>
            ))}
          </>
        )}
      </Wrapper>
    </Container>
  );
}

const Wrapper = styled.section`
  max-width: 48rem;
  padding: 2.5rem 0 4rem;
  h1 {
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
    overflow-wrap: anywhere;
  }
`;

const SearchForm = styled(Form)`
  margin: 1.25rem 0 1.5rem;
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.375rem;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 1px solid #64748b;
    border-radius: ${theme.radius.pill};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

const Prompt = styled.p`
  color: ${theme.color.muted};
  font-size: 1.0625rem;
`;

const Notice = styled.p<{ $tone: 'danger' }>`
  padding: 0.875rem 1.125rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.dangerWash};
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 1.5rem 1.25rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h2 {
    font-size: 1.375rem;
    overflow-wrap: anywhere;
  }
  p {
    color: ${theme.color.muted};
  }
`;

const Browse = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin-top: 0.75rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-weight: 700;
  }
`;

const Count = styled.p`
  color: ${theme.color.muted};
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const Group = styled.section`
  margin-top: 2rem;
  h2 {
    font-size: 1.375rem;
    padding-bottom: 0.5rem;
    border-bottom: 2px solid ${theme.color.tealMist};
  }
  h2 small {
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 0.875rem 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  li a {
    font-size: 1.0625rem;
    font-weight: 700;
  }
  li p {
    margin: 0.25rem 0 0;
    color: ${theme.color.muted};
  }
  ${mediaUp('medium')} {
    li {
      padding: 1rem 0;
    }
  }
`;
