import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { TripItem } from '@estes/shared/my-trip';
import { announced2027, enteredSeason } from '@estes/shared/testing/timed-entry-seasons';
import { TripTimedEntry } from './trip-timed-entry';

const seasons = [enteredSeason(2025), announced2027()];
const inJanuary2027 = () => new Date('2027-01-15T12:00:00Z');

/** An activity planned on each of `count` days from June 1, 2027. */
function itemsOnDays(count: number): TripItem[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'activity',
    id: `hike-${index}`,
    title: `Hike ${index}`,
    path: '/things-to-do#hike',
    day: new Date(Date.UTC(2027, 5, 1 + index)).toISOString().slice(0, 10),
  }));
}

function chooseDay(day: string): void {
  fireEvent.change(screen.getByLabelText('Day in the park'), { target: { value: day } });
}

describe('My trip’s timed-entry permits', () => {
  it('a trip of more than 31 days is told when permits for all of them go on sale, with a reminder per group of days', () => {
    render(<TripTimedEntry items={itemsOnDays(40)} seasons={seasons} now={inJanuary2027} />);
    expect(screen.queryByText(/None of your trip’s days needs a timed-entry permit/)).toBeNull();
    expect(screen.getByText(/go on sale/)).toHaveTextContent(/^Permits for Jun 1 to Jun 30 go on sale on May 3/);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Remind me for Jun 1 to Jul 1 (calendar file with alarms)',
      'Remind me for Jul 2 to Jul 10 (calendar file with alarms)',
    ]);
  });

  it('a trip with no day: a day of a year not announced says so on the page and offers no file', () => {
    render(<TripTimedEntry items={[]} seasons={seasons} now={inJanuary2027} />);
    expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull();
    chooseDay('2026-07-04');
    expect(
      screen.getByText('The park has not announced 2026’s permits yet, so there is no sale date to remind you of.'),
    ).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a trip with no day: a day outside the season says it needs no permit, and offers no file', () => {
    render(<TripTimedEntry items={[]} seasons={seasons} now={inJanuary2027} />);
    chooseDay('2027-01-20');
    expect(screen.getByText('No timed-entry permit is needed on Jan 20: outside the park’s season.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a trip with no day: a day of the season says when it goes on sale and offers the file for it', () => {
    render(<TripTimedEntry items={[]} seasons={seasons} now={inJanuary2027} />);
    chooseDay('2027-07-04');
    expect(screen.getByText(/^Permits for Jul 4/)).toHaveTextContent(
      'Permits for Jul 4 go on sale on June 1 at 8 a.m. MT. More go on sale at 7 p.m. MT the evening before each day.',
    );
    expect(screen.getByRole('link', { name: 'Remind me (calendar file with alarms)' })).toHaveAttribute(
      'href',
      '/api/conditions/timed-entry/reminders.ics?dates=2027-07-04',
    );
  });

  it('with no script, the day form sends the day to the calendar file (whose answer says why when it has none)', () => {
    const html = renderToString(<TripTimedEntry items={[]} seasons={seasons} now={inJanuary2027} />);
    expect(html).toContain('action="/api/conditions/timed-entry/reminders.ics"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Remind me<\/button>/);
  });
});
