/**
 * The 404 page (docs/rules/site.md#not-found-page): rotating tips (every 4 s, 300 ms fade), a
 * search that sends a non-blank query to /search?q=, links to the main sections, a go-back button
 * and a mailto.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, paths, theme, useSiteSettings } from '@estes/shared';
import { searchFormStyles } from '../../components/field-row-styles';
import { notFoundTips, tipFadeMs, tipIntervalMs } from './not-found-tips';

export function NotFoundPage() {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const [tipIndex, setTipIndex] = useState(0);
  const [tipVisible, setTipVisible] = useState(true);
  const [query, setQuery] = useState('');

  useEffect(() => {
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const rotation = setInterval(() => {
      setTipVisible(false);
      fadeTimer = setTimeout(() => {
        setTipIndex((index) => (index + 1) % notFoundTips.length);
        setTipVisible(true);
      }, tipFadeMs);
    }, tipIntervalMs);
    return () => {
      clearInterval(rotation);
      if (fadeTimer) clearTimeout(fadeTimer);
    };
  }, []);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) void navigate(paths.search(trimmed));
  };

  // Back where the visitor came from; with no history at all, home.
  const goBack = () => {
    if (location.key !== 'default' || window.history.length > 1) void navigate(-1);
    else void navigate(paths.home());
  };

  return (
    <Container>
      <Wrapper>
        <Code aria-hidden="true">404</Code>
        <h1>We can’t find that trail</h1>
        {location.pathname.startsWith('/go/') ? (
          // A partner link (/go/<kind>/<id>, decision 033) whose property or place we do not have.
          <p className="lead">
            That booking link is not one of ours: the property or place may have been removed from the guide. Compare
            the places to stay we list, or search the guide.
          </p>
        ) : (
          <p className="lead">
            The page you were looking for has moved, or never existed. Let’s get you back on the map.
          </p>
        )}
        <SearchForm role="search" aria-labelledby="not-found-search-label" onSubmit={search}>
          <label id="not-found-search-label" htmlFor="not-found-search">
            Search the guide
          </label>
          <div>
            <input
              id="not-found-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Cabins, hikes, restaurants…"
            />
            <Button type="submit">Search</Button>
          </div>
        </SearchForm>
        <Tip aria-live="polite" $visible={tipVisible} data-testid="not-found-tip">
          <strong>Local tip: </strong>
          {notFoundTips[tipIndex]}
        </Tip>
        <Links aria-label="Popular pages">
          <Link to={paths.home()}>Home</Link>
          <Link to={paths.accommodations()}>Find lodging</Link>
          <Link to={paths.blog()}>Local Intel blog</Link>
        </Links>
        <Actions>
          <Button type="button" $tone="outline" onClick={goBack}>
            ← Go back
          </Button>
          <a href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Broken link on the site')}`}>
            Tell us about a broken link
          </a>
        </Actions>
      </Wrapper>
    </Container>
  );
}

const Wrapper = styled.section`
  max-width: 42rem;
  margin: 0 auto;
  padding: 3.5rem 0 4rem;
  text-align: center;
  .lead {
    color: ${theme.color.muted};
    font-size: 1.125rem;
  }
`;

const Code = styled.p`
  margin: 0;
  font-family: ${theme.font.heading};
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: 700;
  line-height: 1;
  color: ${theme.color.teal};
`;

const SearchForm = styled.form`
  margin: 2rem auto 1.5rem;
  text-align: left;
  ${searchFormStyles}
`;

const Tip = styled.p<{ $visible: boolean }>`
  min-height: 3.2em;
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.tealWash};
  color: ${theme.color.pine};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 300ms ease;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1.5rem;
  margin: 1.5rem 0;
  a {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1.25rem;
`;
