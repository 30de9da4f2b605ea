/**
 * The site search's results (/search?q=): a heading with the query, the search form (kept
 * filled in), the number of results and one section per kind, best match first. A blank
 * query asks for one; no results, a refused query and an unavailable search each say so and
 * offer the main sections. Everything is in the server's HTML; the form works without script.
 */
import { Form, useLoaderData, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, mediaUp, paths, theme } from '@estes/shared';
import { BrowseLinks } from '../../components/browse-links';
import { CountedGroup } from '../../components/counted-group';
import { PageColumn, EmptyPanel, PageIntro } from '../../components/page-column';
import { PathLink } from '../../components/path-link';
import { searchFormStyles } from '../../components/field-row-styles';
import type { SearchPageData } from './search-data';

const browseLinks = [
  { href: paths.accommodations(), label: 'Places to stay' },
  { href: paths.thingsToDo(), label: 'Things to do' },
  { href: paths.blog(), label: 'Local Intel blog' },
  { href: paths.events(), label: 'Events' },
] as const;

const shown = (typed: string) => typed.replace(/\s+/g, ' ').trim();

export function SearchPage() {
  const data = useLoaderData() as SearchPageData;
  const navigation = useNavigation();
  const query = data.state === 'invalid' ? '' : shown(data.typed);
  const searching = navigation.state === 'loading' && navigation.location.pathname === paths.search('');

  return (
    <Container>
      <PageColumn $width="48rem" aria-busy={searching}>
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
            <PageIntro>
              Type what you’re looking for: a cabin, a trail, a restaurant, an event or a shop downtown.
            </PageIntro>
            <BrowseLinks label="Browse the guide" links={browseLinks} />
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
            <BrowseLinks label="Browse the guide" links={browseLinks} />
          </>
        )}

        {data.state === 'results' && data.answer.total === 0 && (
          <EmptyPanel data-testid="search-empty">
            <h2>No results for “{query}”</h2>
            <p>Check the spelling, try fewer or more general words (like “cabin”, “hike” or “pizza”), or browse:</p>
            <BrowseLinks label="Browse the guide" links={browseLinks} />
          </EmptyPanel>
        )}

        {data.state === 'results' && data.answer.total > 0 && (
          <>
            <Count aria-live="polite">
              {data.answer.total} result{data.answer.total === 1 ? '' : 's'}
            </Count>
            {data.answer.groups.map((group) => (
              <ResultGroup
                key={group.kind}
                headingId={`search-group-${group.kind}`}
                label={group.label}
                count={group.results.length}
                data-kind={group.kind}
              >
                {group.results.map((result) => (
                  <li key={result.path}>
                    <PathLink path={result.path}>{result.title}</PathLink>
                    {result.summary ? <p>{result.summary}</p> : null}
                  </li>
                ))}
              </ResultGroup>
            ))}
          </>
        )}
      </PageColumn>
    </Container>
  );
}

const SearchForm = styled(Form)`
  margin: 1.25rem 0 1.5rem;
  ${searchFormStyles}
`;

const Notice = styled.p<{ $tone: 'danger' }>`
  padding: 0.875rem 1.125rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.dangerWash};
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Count = styled.p`
  color: ${theme.color.muted};
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const ResultGroup = styled(CountedGroup)`
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
