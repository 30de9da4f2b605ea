/**
 * The two directories' filter form (things to do and restaurants, one design; decision 016).
 *
 * The filter form is a GET form over the query the URL carries (as the lodging list's), so it
 * works before the code has loaded ("Apply filters"). Once it runs, a select applies at once
 * and the search applies after a pause in typing, each as a history entry, so back and
 * forward step through the visitor's choices. The search box keeps what is typed while the
 * URL catches up, and takes the URL's text when back or forward changes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Link, mediaUp, theme, useNavigate } from '@estes/shared';
import { sortLabels } from '../domain/directory-rules';
import { directorySorts, liveFactSorts, type DirectorySort } from '../domain/directory-types';

export interface FilterSelect {
  name: string;
  label: string;
  /** The current value; '' = the first option (All / Any Price). */
  value: string;
  options: readonly { value: string; label: string }[];
}

/** A filter select: `label` first (value '', no filter), then each value as itself. */
export function filterSelect(
  name: string,
  label: string,
  value: string | undefined,
  values: readonly string[],
  allLabel: string,
): FilterSelect {
  return {
    name,
    label,
    value: value ?? '',
    options: [{ value: '', label: allLabel }, ...values.map((v) => ({ value: v, label: v }))],
  };
}

/**
 * The sort select both directories end with. The rating sorts read the provider's live ratings,
 * so without them they are not offered (and a URL asking for one shows featured).
 */
export function sortSelect(value: DirectorySort, liveFacts: boolean): FilterSelect {
  const sorts = liveFacts ? directorySorts : directorySorts.filter((sort) => !liveFactSorts.includes(sort));
  return {
    name: 'sort',
    label: 'Sort by',
    value: sorts.includes(value) ? value : 'featured',
    options: sorts.map((sort) => ({ value: sort, label: sortLabels[sort] })),
  };
}

/** "Open now" (`?open=now`), offered only with the provider's live hours. */
export const openNowSelect = (value: 'now' | undefined): FilterSelect => ({
  name: 'open',
  label: 'Open',
  value: value ?? '',
  options: [
    { value: '', label: 'Any time' },
    { value: 'now', label: 'Open now' },
  ],
});

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
  notes = [],
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
  /** Why a filter or sort the URL asks for is not applied (it needs live facts), one sentence each. */
  notes?: readonly string[];
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
        {notes.map((note) => (
          <Note key={note} role="status">
            {note}
          </Note>
        ))}
      </form>
    </FilterBar>
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

const Note = styled.p`
  margin: 0;
  color: ${theme.color.ink};
  font-size: 0.9375rem;
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
