/** Phone and e-mail from the site settings, with the hours and the reply promise of a screen. */
import styled from 'styled-components';
import { TileGrid } from './tile-grid';
import { Container, Section, SectionHeading, phoneHref, theme, useSiteSettings } from '@estes/shared';
import { panelSurface } from '@estes/shared/ui/card';

export interface ContactBlockProps {
  heading: string;
  intro: string;
  hours: string;
  promise: string;
}

export function ContactBlock({ heading, intro, hours, promise }: ContactBlockProps) {
  const { phone, contactEmail } = useSiteSettings();
  return (
    <Section $tone="mist" aria-labelledby="contact-heading">
      <Container>
        <SectionHeading id="contact-heading">{heading}</SectionHeading>
        <Intro>{intro}</Intro>
        <Ways>
          <li>
            <strong>Call</strong>
            <a href={phoneHref(phone)}>{phone}</a>
            <span>{hours}</span>
          </li>
          <li>
            <strong>Email</strong>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <span>{promise}</span>
          </li>
        </Ways>
      </Container>
    </Section>
  );
}

const Intro = styled.p`
  color: ${theme.color.muted};
  max-width: 46rem;
`;

const Ways = styled(TileGrid).attrs({ $min: '16rem' })`
  li {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    ${panelSurface}
  }
  a {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${theme.color.teal};
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.color.muted};
  }
`;
