/** The welcome page's community column (the newest sign-ups, place and time only) and its social links. */
import styled from 'styled-components';
import { Lead, SectionHeading, VisuallyHidden, mediaUp, theme } from '@estes/shared';
import { Disc } from '@estes/shared/ui/disc';
import { PlainList } from '@estes/shared/ui/lists';
import { LineIcon } from '../../components/line-icons';
import type { RecentSignup } from '../../domain/newsletter-community';

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/estesparkguide', text: 'Daily photos and road updates' },
  { name: 'Instagram', href: 'https://www.instagram.com/estesparkguide', text: 'Elk, peaks and sunrise shots' },
  { name: 'YouTube', href: 'https://www.youtube.com/@estesparkguide', text: 'Trail and drive videos' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/estesparkguide', text: 'Itineraries to save for later' },
] as const;

export function WelcomeCommunity({ recent }: { recent: readonly RecentSignup[] }) {
  return (
    <Columns>
      <div>
        <SectionHeading>Welcome to the community</SectionHeading>
        <Lead>The newest insiders, and where on the site they joined.</Lead>
        {recent.length > 0 ? (
          <Recent>
            {recent.map((signup, index) => (
              <li key={`${signup.place}-${signup.timeAgo}-${index}`}>
                <Avatar>
                  <LineIcon name="mountain" size={22} />
                </Avatar>
                <span>
                  A new insider joined from {signup.place}
                  <When>{signup.timeAgo}</When>
                </span>
              </li>
            ))}
          </Recent>
        ) : (
          <p>No other sign-ups to show yet.</p>
        )}
      </div>
      <div>
        <SectionHeading>Follow along</SectionHeading>
        <Lead>Between e-mails, see Estes Park as it is today.</Lead>
        <Social>
          {socialLinks.map((link) => (
            <li key={link.name}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                <strong>{link.name}</strong>
                <span>{link.text}</span>
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Social>
      </div>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${mediaUp('large')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.75rem 1rem;
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
  }
`;

const Avatar = styled(Disc).attrs({ $size: '2.5rem', $tone: 'mist' as const })``;

const When = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Social = styled(PlainList)`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  a {
    display: block;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.medium};
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    text-decoration: none;
    color: ${theme.color.ink};
  }
  strong {
    display: block;
    color: ${theme.color.teal};
  }
  span {
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
`;
