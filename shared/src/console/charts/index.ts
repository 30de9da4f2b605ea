/**
 * The console's report parts (`@estes/shared/console/charts`, decision 067): the chart of counts
 * per day, the table of counts with its CSV link, the period choice, and the days and sentences
 * behind them. One module of the console's federation scope, so the shell's report pages and an
 * area's console pages share one copy (and one copy of the charting library, loaded on first use).
 */
export { DailyChart, type DailyChartProps } from './daily-chart';
export { CountTable, type CountRow, type CountTableProps } from './count-table';
export { CountSection, type CountSectionProps } from './count-section';
export { PeriodChoice, type PeriodChoiceProps } from './period-choice';
export {
  countWith,
  defaultReportPeriod,
  everyDay,
  formatCount,
  fullDay,
  isReportPeriod,
  reportPeriods,
  reportWindow,
  shortDay,
  summarizeDays,
  type CountNoun,
  type DayCount,
  type ReportPeriod,
} from './report-days';
