/**
 * An area's partner clicks page (decision 072, lodging's of decision 067 made shared): the
 * clicks on the area's `/go` links over the last 7, 30 or 90 days, as a chart per UTC day with
 * its sentence, and tables by link target and by the page the link was on, each with its CSV.
 * Read from the area's own console API through the shell (`apiBase`); the area gives the words.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { consoleErrorMessage, consoleFetch, type AreaConsolePageProps } from '@estes/shared/console';
import {
  CountSection,
  DailyChart,
  countWith,
  defaultReportPeriod,
  everyDay,
  fullDay,
  PeriodChoice,
  type CountNoun,
  type ReportPeriod,
} from '@estes/shared/console/charts';
import { Notice } from '@estes/shared/console/ui';
import { partnerClickPaths, type PartnerClickLink, type PartnerClickReport } from './partner-click-report';

/** What an area's page says about its clicks. */
export interface PartnerClickWords {
  /** What these clicks are, above the period choice. */
  intro: ReactNode;
  /** The clicks counted, in the chart's sentence and the totals ("7 partner clicks"). */
  clicks: CountNoun;
  /** The headings' and captions' name ("Partner clicks" → "Partner clicks per day", "… by page"). */
  title: string;
  /** A link's target: its word ("property" → "By property"), its column, and a row's label. */
  target: { word: string; column: string; label: (link: PartnerClickLink) => string };
  /** Said instead of each empty table. */
  nothingClicked: string;
}

export interface PartnerClicksPageProps extends AreaConsolePageProps {
  words: PartnerClickWords;
}

export function PartnerClicksPage({ apiBase, words }: PartnerClicksPageProps) {
  const [period, setPeriod] = useState<ReportPeriod>(defaultReportPeriod);
  const [report, setReport] = useState<{ period: ReportPeriod; figures: PartnerClickReport } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setProblem(null);
    consoleFetch<PartnerClickReport>(`${apiBase}${partnerClickPaths.report}?days=${period}`).then(
      (figures) => current && setReport({ period, figures }),
      (error: unknown) => current && setProblem(consoleErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [apiBase, period]);

  const shown = problem ? null : (report?.figures ?? null);
  const csv = (table: string) => `${apiBase}${partnerClickPaths.csv}?days=${period}&table=${table}`;
  const perDay = shown
    ? everyDay(
        shown.from,
        shown.to,
        shown.byDay.map((row) => ({ day: row.day, count: row.clicks })),
      )
    : [];

  return (
    <>
      {words.intro}
      <PeriodChoice value={period} onChange={setPeriod} legend="Show the last" />
      {problem && <Notice tone="error">{problem}</Notice>}
      {!problem && report?.period !== period && <p role="status">Loading the figures…</p>}
      {shown && (
        <>
          <CountSection
            heading={`${words.title} per day`}
            intro={
              <>
                <p>
                  {countWith(shown.total, words.clicks)} from {fullDay(shown.from)} to {fullDay(shown.to)}.
                </p>
                {shown.total > 0 && <DailyChart days={perDay} noun={words.clicks} />}
              </>
            }
            caption={`${words.title} by day`}
            foldedUnder="Every day’s figures (table)"
            labelHeading="Day (UTC)"
            countHeading="Clicks"
            rows={
              shown.total === 0
                ? []
                : [...perDay].reverse().map((row) => ({ key: row.day, label: fullDay(row.day), count: row.count }))
            }
            emptyText={words.nothingClicked}
            csvHref={csv('days')}
          />
          <CountSection
            heading={`By ${words.target.word}`}
            caption={`${words.title} by ${words.target.word}`}
            labelHeading={words.target.column}
            countHeading="Clicks"
            rows={shown.byLink.map((link) => ({
              key: `${link.kind}/${link.id}`,
              label: words.target.label(link),
              count: link.clicks,
            }))}
            emptyText={words.nothingClicked}
            csvHref={csv('properties')}
          />
          <CountSection
            heading="By page"
            caption={`${words.title} by page`}
            labelHeading="Page the link was on"
            countHeading="Clicks"
            rows={shown.byPage.map((row) => ({ key: row.page, label: row.page || 'No page named', count: row.clicks }))}
            emptyText={words.nothingClicked}
            csvHref={csv('pages')}
          >
            {shown.total > 0 && (
              <a href={csv('all')} download>
                Download every count by day, link and page (CSV)
              </a>
            )}
          </CountSection>
        </>
      )}
    </>
  );
}
