/** The blog's hero: badge, heading, how many guides there are and the two calls to action. */
import styled from 'styled-components';
import { Button, ButtonLink, Container, mediaUp, theme } from '@estes/shared';
import { FactsList } from '@estes/shared/ui/facts-list';

export interface BlogHeroProps {
  guideCount: number;
  guidesId: string;
  onReadGuides: () => void;
  onGetTips: () => void;
}

export function BlogHero({ guideCount, guidesId, onReadGuides, onGetTips }: BlogHeroProps) {
  return (
    <Hero>
      <Container>
        <Badge>LOCAL EXPERTISE</Badge>
        <h1>Local Stories &amp; Expert Guides</h1>
        <HeroText>
          Trail reports, elk-watching etiquette, where locals eat and how to beat the park crowds, written by people who
          live at the gateway to Rocky Mountain National Park.
        </HeroText>
        <Figures facts={[{ label: 'Guides', value: guideCount }]} />
        <HeroActions>
          <ButtonLink
            tone="light"
            to={`#${guidesId}`}
            onClick={(event) => {
              event.preventDefault();
              onReadGuides();
            }}
          >
            Read Latest Guides
          </ButtonLink>
          <Button type="button" $tone="book" onClick={onGetTips}>
            Get Insider Tips
          </Button>
        </HeroActions>
      </Container>
    </Hero>
  );
}

const Hero = styled.section`
  background: linear-gradient(135deg, ${theme.color.pineDark}, ${theme.color.teal});
  color: ${theme.color.white};
  padding: 3rem 0 2.5rem;
  h1 {
    color: ${theme.color.white};
    font-size: clamp(2rem, 1.4rem + 2.5vw, 3.25rem);
    margin: 0.75rem 0;
  }
  ${mediaUp('medium')} {
    padding: 4.5rem 0 3.5rem;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.16);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const HeroText = styled.p`
  max-width: 42rem;
  font-size: 1.125rem;
  color: ${theme.color.white};
`;

/** The figure over its label, large. */
const Figures = styled(FactsList)`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem 2.5rem;
  margin: 1.5rem 0;
  color: ${theme.color.white};
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
    color: inherit;
  }
  dt {
    font-size: 0.9rem;
    color: inherit;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
