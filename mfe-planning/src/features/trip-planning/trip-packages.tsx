/** Trip planning's three packages, one selected at a time (the request form below follows the choice). */
import styled from 'styled-components';
import { artwork, mediaUp, theme } from '@estes/shared';
import { TextList } from '@estes/shared/ui/lists';
import { formatPrice, tripPackages } from './trip-data';

export function TripPackages({
  selectedPackage,
  onSelect,
}: {
  /** The chosen package's id, '' for none. */
  selectedPackage: string;
  onSelect: (packageId: string) => void;
}) {
  return (
    <Packages>
      {tripPackages.map((item) => {
        const selected = selectedPackage === item.id;
        const image = artwork[item.image];
        return (
          <PackageCard key={item.id} data-selected={selected} aria-labelledby={`package-${item.id}`}>
            <img src={image.src} width={image.width} height={image.height} alt={item.imageAlt} loading="lazy" />
            <div>
              {item.featured ? <Badge>Most popular</Badge> : null}
              <h3 id={`package-${item.id}`}>{item.name}</h3>
              <Meta>
                {item.duration} · {item.difficulty}
              </Meta>
              <Price>
                {formatPrice(item.price)} <span>planning package</span>
              </Price>
              <p>{item.description}</p>
              <h4>Highlights</h4>
              <TextList items={item.highlights} />
              <h4>Includes</h4>
              <TextList items={item.includes} />
              <SelectButton
                type="button"
                aria-pressed={selected}
                aria-label={`${selected ? 'Selected' : 'Select Package'}: ${item.name}`}
                onClick={() => onSelect(selected ? '' : item.id)}
              >
                {selected ? 'Selected' : 'Select Package'}
              </SelectButton>
            </div>
          </PackageCard>
        );
      })}
    </Packages>
  );
}

const Packages = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.25rem;
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PackageCard = styled.li`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 2px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  &[data-selected='true'] {
    border-color: ${theme.color.teal};
    box-shadow: ${theme.shadow.raised};
  }
  img {
    width: 100%;
    height: 180px;
    object-fit: cover;
  }
  > div {
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  h4 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  ul {
    padding-left: 1.125rem;
    margin: 0;
    color: ${theme.color.muted};
  }
  p {
    color: ${theme.color.muted};
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  background: ${theme.color.emberWash};
  color: ${theme.color.emberDark};
  border-radius: ${theme.radius.pill};
  padding: 0.125rem 0.625rem;
  font-size: 0.8125rem;
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

const Meta = styled.p`
  margin: 0;
`;

const Price = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  color: ${theme.color.ink};
  margin: 0.5rem 0;
  span {
    font-size: 0.9375rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
`;

const SelectButton = styled.button`
  margin-top: auto;
  align-self: stretch;
  min-height: 48px;
  margin-top: 1.25rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${theme.color.white};
  color: ${theme.color.teal};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.color.teal};
    color: ${theme.color.white};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;
