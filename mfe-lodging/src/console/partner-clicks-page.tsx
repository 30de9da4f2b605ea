/**
 * /console/partner-clicks (every role, decision 067): the clicks on lodging's partner links
 * (`/go`, decision 033) over the last 7, 30 or 90 days: a chart per UTC day with its sentence,
 * and tables by property and by the page the link was on, each with its CSV. Read from the
 * area's own console API through the shell (`apiBase`).
 */
import { useEffect, useState } from 'react';
import { consoleErrorMessage, consoleFetch, type AreaConsolePageProps } from '@estes/shared/console';
import {
  CountTable,
  DailyChart,
  countWith,
  defaultReportPeriod,
  everyDay,
  fullDay,
  PeriodChoice,
  type ReportPeriod,
} from '@estes/shared/console/charts';
import { Notice, Panel } from '@estes/shared/console/ui';

/** What `GET <apiBase>/partner-clicks?days=` answers (mfe-lodging/server/partner-links/partner-click-report.ts). */
export interface PartnerClickReport {
  from: string;
  to: string;
  total: number;
  byDay: { day: string; clicks: number }[];
  byLink: { kind: string; id: string; name?: string; clicks: number }[];
  byPage: { page: string; clicks: number }[];
}

const clicks = { one: 'partner click', other: 'partner clicks' };

const linkKinds: Record<string, string> = {
  book: 'Book Now',
  reviews: 'Reviews',
  partner: 'Site-wide partner link',
  host: 'Host',
};

/** A link's target in words: the place's name where the area knows it, else its id, and which link. */
export function linkLabel(link: PartnerClickReport['byLink'][number]): string {
  return `${link.name ?? link.id} (${linkKinds[link.kind] ?? link.kind})`;
}

export function PartnerClicksPage({ apiBase }: AreaConsolePageProps) {
  const [period, setPeriod] = useState<ReportPeriod>(defaultReportPeriod);
  const [report, setReport] = useState<{ period: ReportPeriod; figures: PartnerClickReport } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setProblem(null);
    consoleFetch<PartnerClickReport>(`${apiBase}/partner-clicks?days=${period}`).then(
      (figures) => current && setReport({ period, figures }),
      (error: unknown) => current && setProblem(consoleErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [apiBase, period]);

  const shown = problem ? null : (report?.figures ?? null);
  const csv = (table: string) => `${apiBase}/partner-clicks.csv?days=${period}&table=${table}`;
  const perDay = shown
    ? everyDay(
        shown.from,
        shown.to,
        shown.byDay.map((row) => ({ day: row.day, count: row.clicks })),
      )
    : [];

  return (
    <>
      <p>
        Clicks on the lodging pages’ partner links (Book Now, reviews, the booking partner), counted by the site’s
        server as the link, the page it was on and the hour: nothing about the visitor. Days are UTC days, as the clicks
        are kept.
      </p>
      <PeriodChoice value={period} onChange={setPeriod} legend="Show the last" />
      {problem && <Notice tone="error">{problem}</Notice>}
      {!problem && report?.period !== period && <p role="status">Loading the figures…</p>}
      {shown && (
        <>
          <Panel aria-labelledby="clicks-per-day">
            <h2 id="clicks-per-day">Partner clicks per day</h2>
            <p>
              {countWith(shown.total, clicks)} from {fullDay(shown.from)} to {fullDay(shown.to)}.
            </p>
            {shown.total > 0 && <DailyChart days={perDay} noun={clicks} />}
            <CountTable
              caption="Partner clicks by day"
              foldedUnder="Every day’s figures (table)"
              labelHeading="Day (UTC)"
              countHeading="Clicks"
              rows={
                shown.total === 0
                  ? []
                  : [...perDay].reverse().map((row) => ({ key: row.day, label: fullDay(row.day), count: row.count }))
              }
              emptyText="No partner link was clicked in this period."
              csvHref={csv('days')}
            />
          </Panel>
          <Panel aria-labelledby="clicks-per-property">
            <h2 id="clicks-per-property">By property</h2>
            <CountTable
              caption="Partner clicks by property"
              labelHeading="Property or link"
              countHeading="Clicks"
              rows={shown.byLink.map((link) => ({
                key: `${link.kind}/${link.id}`,
                label: linkLabel(link),
                count: link.clicks,
              }))}
              emptyText="No partner link was clicked in this period."
              csvHref={csv('properties')}
            />
          </Panel>
          <Panel aria-labelledby="clicks-per-page">
            <h2 id="clicks-per-page">By page</h2>
            <CountTable
              caption="Partner clicks by page"
              labelHeading="Page the link was on"
              countHeading="Clicks"
              rows={shown.byPage.map((row) => ({
                key: row.page,
                label: row.page || 'No page named',
                count: row.clicks,
              }))}
              emptyText="No partner link was clicked in this period."
              csvHref={csv('pages')}
            />
            {shown.total > 0 && (
              <a href={csv('all')} download>
                Download every count by day, link and page (CSV)
              </a>
            )}
          </Panel>
        </>
      )}
    </>
  );
}
