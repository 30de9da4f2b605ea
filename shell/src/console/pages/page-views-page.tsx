/**
 * /console/page-views (every role, decision 067): the page views the site counted without
 * cookies (decision 061) over the last 7, 30 or 90 days in Estes Park, as a chart per day and
 * tables by page and by referring site, and the searches that found nothing; each table with
 * its CSV. The figures are the pages visitors' browsers reported, loaded or opened by a link
 * inside the site (decisions 070 and 073); what is not counted is said on the page in the
 * privacy policy's words (site-texts.ts).
 */
import { useEffect, useState } from 'react';
import {
  CountSection,
  DailyChart,
  defaultReportPeriod,
  everyDay,
  fullDay,
  PeriodChoice,
  countWith,
  type ReportPeriod,
} from '@estes/shared/console/charts';
import { routeTable } from '@estes/shared';
import { pageViewsLeftOut } from '@estes/shared/text/site-texts';
import { apiBase, consoleApi, type PageViewsAnswer } from '../console-api';
import { Notice, PageTitle } from '../components/console-ui';
import { useCallFailure } from '../session';

const views = { one: 'page view', other: 'page views' };
const searches = { one: 'search that found nothing', other: 'searches that found nothing' };

const routePaths = new Map<string, string>(routeTable.map((route) => [route.id, route.paths.join(', ')]));

/** A route id as the page's address (`planning.events` → `/events`), the 404 page in words. */
export function routeLabel(route: string): string {
  if (route === 'notFound') return 'Page not found (404)';
  return routePaths.get(route) ?? route;
}

const referrerLabels: Record<string, string> = {
  none: 'No referring site (typed, bookmarked, or not sent)',
  internal: 'This site',
  other: 'Other (an app, or past a day’s first 1,000 sites)',
};
export const referrerLabel = (referrer: string) => referrerLabels[referrer] ?? referrer;

const csvOf = (file: 'page-views' | 'empty-searches', table: string, days: ReportPeriod) =>
  `${apiBase}/reports/${file}.csv?days=${days}&table=${table}`;

export function PageViewsPage() {
  const failed = useCallFailure();
  const [period, setPeriod] = useState<ReportPeriod>(defaultReportPeriod);
  const [report, setReport] = useState<PageViewsAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setProblem(null);
    consoleApi.pageViews(period).then(
      (answer) => current && setReport(answer),
      (error: unknown) => current && setProblem(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [period, failed]);

  const shown = report && !problem ? report : null;
  const loading = !problem && (report === null || !matches(report, period));
  const perDay = shown
    ? everyDay(
        shown.from,
        shown.to,
        shown.pageViews.byDay.map((row) => ({ day: row.day, count: row.views })),
      )
    : [];

  return (
    <>
      <PageTitle>Page views</PageTitle>
      <p>
        Pages visitors opened, counted by the site’s server from what their browsers report: no cookie, nothing kept on
        the visitor’s device, no address. {pageViewsLeftOut.text} A page reached by a link inside the site is counted
        under the referring site “internal”. Days are Estes Park’s (Mountain time).
      </p>
      <PeriodChoice value={period} onChange={setPeriod} legend="Show the last" />
      {problem && <Notice tone="error">{problem}</Notice>}
      {loading && <p role="status">Loading the figures…</p>}
      {shown && (
        <>
          <CountSection
            heading="Page views per day"
            intro={
              <>
                <p>
                  {countWith(shown.pageViews.total, views)} from {fullDay(shown.from)} to {fullDay(shown.to)}.
                </p>
                {shown.pageViews.total > 0 && <DailyChart days={perDay} noun={views} />}
              </>
            }
            caption="Page views by day"
            foldedUnder="Every day’s figures (table)"
            labelHeading="Day"
            countHeading="Page views"
            rows={
              shown.pageViews.total === 0
                ? []
                : [...perDay].reverse().map((row) => ({ key: row.day, label: fullDay(row.day), count: row.count }))
            }
            emptyText="No page views were counted in this period."
            csvHref={csvOf('page-views', 'days', period)}
          />
          <CountSection
            heading="By page"
            caption="Page views by page"
            labelHeading="Page"
            countHeading="Page views"
            rows={shown.pageViews.byRoute.map((row) => ({
              key: row.route,
              label: routeLabel(row.route),
              count: row.views,
            }))}
            emptyText="No page views were counted in this period."
            csvHref={csvOf('page-views', 'routes', period)}
          >
            {shown.pageViews.total > 0 && (
              <a href={csvOf('page-views', 'all', period)} download>
                Download every count by day, page and referring site (CSV)
              </a>
            )}
          </CountSection>
          <CountSection
            heading="By referring site"
            intro={<p>Only the site’s name is kept, never the page or search that led here.</p>}
            caption="Page views by referring site"
            labelHeading="Referring site"
            countHeading="Page views"
            rows={shown.pageViews.byReferrer.map((row) => ({
              key: row.referrer,
              label: referrerLabel(row.referrer),
              count: row.views,
            }))}
            emptyText="No page views were counted in this period."
            csvHref={csvOf('page-views', 'referrers', period)}
          />
          <CountSection
            heading="Searches that found nothing"
            intro={
              <p>
                What visitors searched for on the site without a result (
                {countWith(shown.emptySearches.total, searches)}). A search with an email address or a long number in it
                is never kept; the searches are removed after 90 days.
              </p>
            }
            caption="Searches that found nothing"
            labelHeading="Search"
            countHeading="Times"
            rows={shown.emptySearches.byQuery.map((row) => ({
              key: row.query,
              label: (
                <>
                  “{row.query}” <small>last on {fullDay(row.lastDay)}</small>
                </>
              ),
              count: row.searches,
            }))}
            emptyText="Every search in this period found something."
            csvHref={csvOf('empty-searches', 'queries', period)}
          />
        </>
      )}
    </>
  );
}

/** Whether an answer is for the period chosen (the days between its ends). */
function matches(report: PageViewsAnswer, period: ReportPeriod): boolean {
  const days = (Date.parse(report.to) - Date.parse(report.from)) / 86_400_000 + 1;
  return days === period;
}
