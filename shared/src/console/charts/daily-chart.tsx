/**
 * A bar chart of counts per day for the console's reports (decision 067), drawn by uPlot on a
 * canvas the width of its column (a phone's 390 px included), with its text equivalent beside it:
 * the figure's caption says the total and the busiest day, and the canvas is an image named by
 * that caption (the page's table lists every day). The library is loaded when a chart is first
 * shown, so a console page without charts never fetches it; when it cannot load, the figure says
 * so and the caption and table still tell everything.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type UPlot from 'uplot';
import { theme } from '../../theme';
import { shortDay, summarizeDays, type CountNoun, type DayCount } from './report-days';

type UPlotClass = typeof UPlot;
type UPlotInstance = UPlot;

/** The library, imported once for every chart of the console. */
let library: Promise<UPlotClass> | undefined;
const loadLibrary = () => (library ??= import('uplot').then((module) => module.default));

const Figure = styled.figure`
  margin: 0 0 1rem;
  figcaption {
    margin: 0.5rem 0 0;
    color: ${theme.color.ink};
  }
`;

// uPlot's own stylesheet is not loaded (the console's policy admits only its own files): these
// are the few layout rules its canvases and axes need, in the site's type.
const Plot = styled.div`
  min-height: 12rem;
  .uplot {
    width: 100%;
    font-family: ${theme.font.body};
  }
  .u-wrap {
    position: relative;
  }
  .u-under,
  .u-over,
  .u-axis {
    position: absolute;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
`;

const heightFor = (width: number) => (width < 480 ? 200 : 260);

function optionsFor(uPlot: UPlotClass, days: readonly DayCount[], width: number, seriesLabel: string) {
  const axisFont = `${width < 480 ? 12 : 13}px ${theme.font.body}`;
  return {
    width,
    height: heightFor(width),
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: { x: { time: false, range: [-0.5, days.length - 0.5] as [number, number] }, y: { range: yRange } },
    axes: [
      {
        stroke: theme.color.muted,
        font: axisFont,
        grid: { show: false },
        // Day indexes: a label every day, week or four weeks, as many as fit the width.
        incrs: [1, 7, 14, 28],
        space: width < 480 ? 56 : 64,
        values: (_plot: UPlotInstance, splits: number[]) =>
          splits.map((index) => (days[index] ? shortDay(days[index].day) : '')),
      },
      {
        stroke: theme.color.muted,
        font: axisFont,
        grid: { stroke: theme.color.line, width: 1 },
        size: 48,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
        values: (_plot: UPlotInstance, splits: number[]) => splits.map((value) => value.toLocaleString('en-US')),
      },
    ],
    series: [
      {},
      {
        label: seriesLabel,
        stroke: theme.color.teal,
        fill: theme.color.teal,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 40], gap: 1 }),
      },
    ],
  };
}

/** From zero to a little above the largest count (a whole number), so small counts read as bars. */
function yRange(_plot: unknown, _min: number, max: number): [number, number] {
  return [0, Math.max(4, Math.ceil(max * 1.1))];
}

export interface DailyChartProps {
  days: readonly DayCount[];
  noun: CountNoun;
}

export function DailyChart({ days, noun }: DailyChartProps) {
  const summary = summarizeDays(days, noun);
  const captionId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || days.length === 0) return undefined;
    let plot: UPlotInstance | undefined;
    let resize: ResizeObserver | undefined;
    let stopped = false;
    loadLibrary()
      .then((uPlot) => {
        if (stopped) return;
        const data: [number[], number[]] = [days.map((_day, index) => index), days.map((day) => day.count)];
        const width = Math.max(element.clientWidth, 240);
        plot = new uPlot(optionsFor(uPlot, days, width, noun.other), data, element);
        if (typeof ResizeObserver === 'undefined') return;
        resize = new ResizeObserver(() => {
          const next = Math.max(element.clientWidth, 240);
          if (plot && next !== plot.width) plot.setSize({ width: next, height: heightFor(next) });
        });
        resize.observe(element);
      })
      .catch(() => {
        if (!stopped) setProblem(true);
      });
    return () => {
      stopped = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [days, noun.other]);

  return (
    <Figure>
      {problem ? (
        <p>The chart could not be drawn here; the caption and the table below have the same figures.</p>
      ) : (
        <Plot ref={holder} role="img" aria-labelledby={captionId} />
      )}
      <figcaption id={captionId}>{summary}</figcaption>
    </Figure>
  );
}
