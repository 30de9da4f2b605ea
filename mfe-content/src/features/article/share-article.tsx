/**
 * 'Share This Article': Facebook and Twitter share pages open in a new window with the article's
 * canonical URL; Copy Link copies it (the device's share sheet first, where there is one).
 */
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, buttonStyles, theme, useSiteSettings, type ButtonTone } from '@estes/shared';
import { Card } from '@estes/shared/ui/card';

export function shareUrls(pageUrl: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`,
  };
}

function openShareWindow(event: MouseEvent<HTMLAnchorElement>) {
  const opened = window.open(event.currentTarget.href, 'share', 'width=640,height=560');
  // With a popup blocker the link opens as an ordinary new tab instead.
  if (opened) {
    opened.opener = null;
    event.preventDefault();
  }
}

export function ShareArticle({ title, path }: { title: string; path: string }) {
  const { siteUrl } = useSiteSettings();
  const pageUrl = `${siteUrl}${path}`;
  const urls = shareUrls(pageUrl, title);
  const [message, setMessage] = useState('');

  const copy = async () => {
    try {
      if (typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches) {
        await navigator.share({ title, url: pageUrl });
        return;
      }
      await navigator.clipboard.writeText(pageUrl);
      setMessage('Link copied to clipboard!');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setMessage(`Copy this link: ${pageUrl}`);
    }
  };

  return (
    <ShareCard as="section" $padded aria-labelledby="share-heading">
      <h2 id="share-heading">Share This Article</h2>
      <Buttons>
        <FacebookLink href={urls.facebook} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
          Facebook<VisuallyHidden> (opens in a new window)</VisuallyHidden>
        </FacebookLink>
        <TwitterLink href={urls.twitter} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
          Twitter<VisuallyHidden> (opens in a new window)</VisuallyHidden>
        </TwitterLink>
        <Button type="button" $tone="outline" onClick={() => void copy()}>
          Copy Link
        </Button>
      </Buttons>
      <p role="status">{message}</p>
    </ShareCard>
  );
}

const ShareCard = styled(Card)`
  h2 {
    font-size: 1.25rem;
    margin: 0 0 1rem;
  }
  p {
    margin: 0.75rem 0 0;
    color: ${theme.color.success};
    font-weight: 600;
    min-height: 1.5em;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** White on the network's colour, shaped like the site's buttons. */
const ShareLink = styled.a<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;

/* Facebook's blue, one shade darker: white text on its brand blue is only 4.2:1. */
const FacebookLink = styled(ShareLink)`
  &,
  &:hover {
    background: #1462c8;
  }
`;

const TwitterLink = styled(ShareLink)`
  &,
  &:hover {
    background: ${theme.color.ink};
  }
`;
