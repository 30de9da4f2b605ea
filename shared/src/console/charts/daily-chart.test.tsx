/** The chart of counts per day: its name and caption, what it asks the library to draw, and its width. */
import { render, screen, waitFor } from '@testing-library/react';
import { DailyChart } from './daily-chart';
import { everyDay } from './report-days';

const plots: { options: { width: number; height: number }; data: number[][]; destroyed: boolean }[] = [];
jest.mock('uplot', () => {
  class StandInPlot {
    record: (typeof plots)[number];
    constructor(options: { width: number; height: number }, data: number[][]) {
      this.record = { options, data, destroyed: false };
      plots.push(this.record);
    }
    get width() {
      return this.record.options.width;
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
    static paths = { bars: () => () => null };
  }
  return { __esModule: true, default: StandInPlot };
});

const noun = { one: 'click', other: 'clicks' };
const days = everyDay('2026-11-25', '2026-11-27', [
  { day: '2026-11-25', count: 2 },
  { day: '2026-11-27', count: 5 },
]);

beforeEach(() => {
  plots.length = 0;
});

it('is an image named by its caption, drawn as one bar per day, as wide as its column', async () => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
  const { unmount } = render(<DailyChart days={days} noun={noun} />);
  const sentence = '7 clicks from Nov 25 to Fri, Nov 27, 2026; the busiest day was Fri, Nov 27, 2026 with 5.';
  expect(screen.getByRole('img', { name: sentence })).toBeInTheDocument();
  expect(screen.getByText(sentence).tagName).toBe('FIGCAPTION');
  await waitFor(() => expect(plots).toHaveLength(1));
  expect(plots[0]?.data).toEqual([
    [0, 1, 2],
    [2, 0, 5],
  ]);
  // A phone's column: the chart's width, and the lower height.
  expect(plots[0]?.options).toMatchObject({ width: 358, height: 200 });
  unmount();
  expect(plots[0]?.destroyed).toBe(true);
});
