/**
 * A report's table (decision 067): one row per label with its count and a bar of its share of
 * the largest, so the table reads as a chart at a glance and as figures to a screen reader (the
 * bar is decoration). Long labels wrap; at 390 px the two columns still fit. Each table offers
 * its figures as CSV, a link the browser downloads with the session's cookie.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';
import { formatCount } from './report-days';

export interface CountRow {
  key: string;
  label: ReactNode;
  count: number;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 0.75rem;
  caption {
    text-align: left;
    font-weight: 700;
    margin: 0 0 0.5rem;
  }
  th,
  td {
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${theme.color.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th[scope='col'] {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
  .count {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    width: 7rem;
  }
`;

const Bar = styled.span`
  display: block;
  height: 0.375rem;
  margin-top: 0.3rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.teal};
  min-width: 2px;
`;

// A line of its own: a section may follow it with another download link (every count).
const Download = styled.a`
  display: block;
  width: fit-content;
  color: ${theme.color.teal};
  font-weight: 600;
  padding: 0.25rem 0;
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;

const Folded = styled.details`
  margin: 0 0 0.75rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.5rem 0;
    min-height: 2.75rem;
  }
  summary:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;

export interface CountTableProps {
  caption: string;
  labelHeading: string;
  countHeading: string;
  rows: readonly CountRow[];
  /** Said instead of an empty table. */
  emptyText: string;
  /** The CSV of the same figures, e.g. `/console/api/reports/page-views.csv?days=30&table=routes`. */
  csvHref?: string;
  /** What the CSV link says, e.g. "Download page views by route (CSV)". */
  csvLabel?: string;
  /**
   * Shown folded under this summary (a chart's table of every day: 90 rows would push the rest
   * of a phone's page far down; the chart's caption says the gist without opening it).
   */
  foldedUnder?: string;
}

export function CountTable({
  caption,
  labelHeading,
  countHeading,
  rows,
  emptyText,
  csvHref,
  csvLabel,
  foldedUnder,
}: CountTableProps) {
  const largest = rows.reduce((most, row) => Math.max(most, row.count), 0);
  const table = (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col" className="count">
            {countHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label}
              {row.count > 0 && <Bar aria-hidden="true" style={{ width: `${(row.count / largest) * 100}%` }} />}
            </th>
            <td className="count">{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return (
    <>
      {rows.length === 0 ? (
        <p>{emptyText}</p>
      ) : foldedUnder ? (
        <Folded>
          <summary>{foldedUnder}</summary>
          {table}
        </Folded>
      ) : (
        table
      )}
      {csvHref && rows.length > 0 && (
        <Download href={csvHref} download>
          {csvLabel ?? `Download ${caption.toLowerCase()} (CSV)`}
        </Download>
      )}
    </>
  );
}
