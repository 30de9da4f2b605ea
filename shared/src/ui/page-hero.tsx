/**
 * The page frame's hero band: every screen opens with one, so pages look like one site.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { artwork, type ArtworkName } from '../art/artwork';
import { mediaUp, theme } from '../theme';
import { Container } from './layout';

export interface PageHeroProps {
  heading: string;
  /** Small label above the heading. */
  eyebrow?: string;
  intro?: ReactNode;
  art?: ArtworkName;
  children?: ReactNode;
}

export function PageHero({ heading, eyebrow, intro, art = 'heroPeaks', children }: PageHeroProps) {
  const image = artwork[art];
  return (
    <Hero>
      <HeroArt src={image.src} width={image.width} height={image.height} alt="" fetchPriority="high" decoding="async" />
      <HeroShade />
      <HeroContent>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <HeroHeading>{heading}</HeroHeading>
        {intro ? <HeroIntro>{intro}</HeroIntro> : null}
        {children ? <HeroActions>{children}</HeroActions> : null}
      </HeroContent>
    </Hero>
  );
}

const Hero = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: ${theme.color.pineDark};
  color: ${theme.color.white};
  min-height: 320px;
  display: flex;
  align-items: flex-end;
  ${mediaUp('medium')} {
    min-height: 380px;
  }
`;

const HeroArt = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: center 40%;
  z-index: -2;
`;

const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  /* Text spans the whole width on phones, so the shade does too. */
  background: rgba(11, 53, 50, 0.74);
  ${mediaUp('medium')} {
    background: linear-gradient(
      90deg,
      rgba(11, 53, 50, 0.88) 0%,
      rgba(11, 53, 50, 0.62) 55%,
      rgba(11, 53, 50, 0.2) 100%
    );
  }
`;

const HeroContent = styled(Container)`
  padding-top: 3.5rem;
  padding-bottom: 3rem;
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.16);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const HeroHeading = styled.h1`
  color: ${theme.color.white};
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
  max-width: 18em;
  margin-bottom: 0.5rem;
`;

const HeroIntro = styled.p`
  font-size: clamp(1.0625rem, 1rem + 0.3vw, 1.25rem);
  max-width: 40rem;
  color: rgba(255, 255, 255, 0.92);
  margin-bottom: 0;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;
