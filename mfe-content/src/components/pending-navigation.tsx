/**
 * What the content pages show while the next screen's data loads (the router keeps the current
 * page until then): 'Loading article...' when an article is on its way, and whether the blog
 * list itself is reloading for new filters or another page.
 */
import styled from 'styled-components';
import { theme, useLocation, useNavigation } from '@estes/shared';

export function usePendingBlogList(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

export function PendingArticleNotice() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location?.pathname;
  const loadingArticle =
    navigation.state === 'loading' && next !== undefined && next.startsWith('/blog/') && next !== location.pathname;
  return (
    <Notice role="status" aria-live="polite" $visible={loadingArticle}>
      {loadingArticle ? 'Loading article...' : ''}
    </Notice>
  );
}

const Notice = styled.p<{ $visible: boolean }>`
  position: fixed;
  left: 50%;
  bottom: 1.5rem;
  transform: translateX(-50%);
  z-index: 40;
  margin: 0;
  padding: ${({ $visible }) => ($visible ? '0.625rem 1.25rem' : '0')};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.ink};
  color: ${theme.color.white};
  font-weight: 600;
  box-shadow: ${theme.shadow.raised};
  pointer-events: none;
`;
