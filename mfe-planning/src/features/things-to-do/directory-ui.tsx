/**
 * What the two directories (things to do and restaurants, one design) share: the filter form,
 * the results heading, the empty state and the pieces of a card. The restaurants screen
 * imports these from here (decision 016) rather than keeping a second copy.
 *
 * The filter form is a GET form over the query the URL carries (as the lodging list's), so it
 * works before the code has loaded ("Apply filters"). Once it runs, a select applies at once
 * and the search applies after a pause in typing, each as a history entry, so back and
 * forward step through the visitor's choices. The search box keeps what is typed while the
 * URL catches up, and takes the URL's text when back or forward changes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Link, VisuallyHidden, mediaUp, theme, useNavigate } from '@estes/shared';
import { featurePreview } from '../../domain/directory-rules';

export interface FilterSelect {
  name: string;
  label: string;
  /** The current value; '' = the first option (All / Any Price). */
  value: string;
  options: readonly { value: string; label: string }[];
}

/** How long typing pauses before the search applies. */
const searchDelayMs = 350;

export function DirectoryFilters({
  action,
  heading,
  searchLabel,
  searchPlaceholder,
  search,
  selects,
  urlOf,
  clearHref,
}: {
  /** The page's path: where the form submits. */
  action: string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  selects: readonly FilterSelect[];
  /** The canonical URL for what the form holds. */
  urlOf: (params: URLSearchParams) => string;
  clearHref: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(search);
  const applied = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward (or a link) changed the URL's search text: show it. Text that the visitor is
  // still typing, which the URL has not caught up with, is left alone.
  useEffect(() => {
    if (search !== applied.current) {
      applied.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = () => {
    const form = formRef.current;
    if (!form) return;
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) params.append(name, value);
    applied.current = params.get('q')?.replace(/\s+/g, ' ').trim() ?? '';
    const target = urlOf(params);
    navigate(target, { preventScrollReset: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <FilterBar>
      <form
        ref={formRef}
        method="get"
        action={action}
        onSubmit={submit}
        role="search"
        aria-labelledby={`${id}-heading`}
      >
        <FilterHeading id={`${id}-heading`}>{heading}</FilterHeading>
        <Fields $selects={selects.length}>
          <Field $wide>
            <label htmlFor={`${id}-q`}>{searchLabel}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={text}
              placeholder={searchPlaceholder}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                clearTimeout(timer.current);
                timer.current = setTimeout(apply, searchDelayMs);
              }}
            />
          </Field>
          {selects.map((select) => (
            <Field key={select.name}>
              <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
              <select id={`${id}-${select.name}`} name={select.name} value={select.value} onChange={apply}>
                {select.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </Fields>
        <Actions>
          <Button type="submit">Apply filters</Button>
          <Link to={clearHref} preventScrollReset>
            Clear filters
          </Link>
        </Actions>
      </form>
    </FilterBar>
  );
}

export function ResultsHeading({ id, count, noun }: { id: string; count: number; noun: [string, string] }) {
  return (
    <Count id={id} aria-live="polite">
      {count} {count === 1 ? noun[0] : noun[1]} found
    </Count>
  );
}

export function EmptyState({ heading, clearHref }: { heading: string; clearHref: string }) {
  return (
    <Empty role="status">
      <h3>{heading}</h3>
      <p>Try adjusting your search criteria to find more options.</p>
      <Link to={clearHref} preventScrollReset>
        Clear filters
      </Link>
    </Empty>
  );
}

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const count = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

export function RatingLine({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <Rating>
      <span aria-hidden="true">★</span> <strong>{rating.toFixed(1)}</strong>
      <VisuallyHidden> out of 5</VisuallyHidden> ({count(reviews)} reviews)
    </Rating>
  );
}

export function FeatureList({ features, label }: { features: readonly string[]; label: string }) {
  const { shown, more } = featurePreview(features);
  return (
    <Features aria-label={label}>
      {shown.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
      {more ? (
        <li className="more" title={features.slice(3).join(', ')}>
          {more}
        </li>
      ) : null}
    </Features>
  );
}

/** A label/value list on a card (duration, difficulty…). */
export function Facts({ items }: { items: readonly [term: string, detail: ReactNode][] }) {
  return (
    <FactList>
      {items.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </FactList>
  );
}

// ---------------------------------------------------------------------------------------------

const FilterBar = styled.div`
  margin-top: -2.5rem;
  position: relative;
  form {
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow.raised};
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;

const FilterHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0;
`;

const Fields = styled.div<{ $selects: number }>`
  display: grid;
  gap: 0.875rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mediaUp('large')} {
    grid-template-columns: 2fr repeat(${({ $selects }) => $selects}, minmax(0, 1fr));
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  ${mediaUp('large')} {
    grid-column: auto;
  }
  label {
    font-weight: 700;
    font-size: 0.875rem;
    color: ${theme.color.ink};
  }
  input,
  select {
    min-height: 44px;
    width: 100%;
    padding: 0.375rem 0.625rem;
    border: 1px solid #94a3b8;
    border-radius: ${theme.radius.small};
    background: ${theme.color.white};
    font: inherit;
    color: ${theme.color.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  a {
    font-weight: 700;
    color: ${theme.color.teal};
  }
`;

const Count = styled.h2`
  font-size: 1.375rem;
  margin: 2rem 0 0;
`;

const Empty = styled.div`
  margin: 1.5rem 0 3rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h3 {
    margin-bottom: 0.5rem;
  }
  p {
    color: ${theme.color.muted};
  }
  a {
    font-weight: 700;
  }
`;

const Rating = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${theme.color.muted};
  span[aria-hidden='true'] {
    color: #b45309;
  }
  strong {
    color: ${theme.color.ink};
  }
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
  li.more {
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    font-weight: 700;
  }
`;

const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  font-size: 0.875rem;
  dt {
    font-weight: 700;
    color: ${theme.color.muted};
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    margin: 0;
    color: ${theme.color.body};
  }
  dd .line {
    display: block;
  }
  > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

/** The shared card shell: picture on top, body below. */
export const DirectoryCard = styled.li`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    background: ${theme.color.tealMist};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.125rem 1.25rem;
  flex: 1;
  h3 {
    font-size: 1.125rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export const CardTopLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const Tag = styled.span<{ $tone?: 'teal' | 'ember' }>`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.pill};
  background: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberWash : theme.color.tealMist)};
  color: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberDark : theme.color.pine)};
`;

export const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

export const ResultsGrid = styled.ul`
  list-style: none;
  margin: 1rem 0 3rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
