/** The chart when its library cannot be loaded (a failed chunk): a sentence instead of a blank box, the caption kept. */
import { render, screen } from '@testing-library/react';
import { DailyChart } from './daily-chart';
import { everyDay } from './report-days';

jest.mock('uplot', () => {
  throw new Error('Loading chunk 593 failed.');
});

it('says so in words, and keeps the caption', async () => {
  const days = everyDay('2026-11-25', '2026-11-27', [{ day: '2026-11-27', count: 5 }]);
  render(<DailyChart days={days} noun={{ one: 'click', other: 'clicks' }} />);
  expect(
    await screen.findByText(
      'The chart could not be drawn here; the caption and the table below have the same figures.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(
    screen.getByText('5 clicks from Nov 25 to Fri, Nov 27, 2026; the busiest day was Fri, Nov 27, 2026 with 5.'),
  ).toBeInTheDocument();
});
