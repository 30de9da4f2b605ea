import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TimedEntryReminder } from './timed-entry-reminder';
import { TimedEntryStayNotice } from './timed-entry-stay-notice';
import { announced2027, enteredSeason } from '../testing/timed-entry-seasons';

const seasons = [enteredSeason(2025), announced2027()];
const inJanuary2027 = () => new Date('2027-01-15T12:00:00Z');

describe('the timed-entry reminder', () => {
  it('says when permits for the days go on sale and links “Remind me” to the .ics of those days', () => {
    render(<TimedEntryReminder dates={['2027-07-04', '2027-07-05']} seasons={seasons} now={inJanuary2027} />);
    const reminder = screen.getByText(/go on sale/);
    expect(reminder).toHaveTextContent(
      'Permits for Jul 4 and Jul 5 go on sale on June 1 at 8 a.m. MT. More go on sale at 7 p.m. MT the evening before each day.',
    );
    const link = screen.getByRole('link', { name: 'Remind me (calendar file with alarms)' });
    expect(link).toHaveAttribute('href', '/api/conditions/timed-entry/reminders.ics?dates=2027-07-04,2027-07-05');
    expect(link).toHaveAttribute('download');
  });

  it('offers no reminder once every moment is past, and says they were', () => {
    render(<TimedEntryReminder dates={['2025-07-04']} seasons={seasons} now={inJanuary2027} />);
    expect(screen.getByText(/went on sale on June 1 at 8 a\.m\. MT/)).toHaveTextContent(
      /Could not be confirmed for 2025/,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('for a year the park has not announced: no link, and why', () => {
    render(<TimedEntryReminder dates={['2026-07-04']} seasons={seasons} now={inJanuary2027} />);
    expect(
      screen.getByText('The park has not announced 2026’s permits yet, so there is no sale date to remind you of.'),
    ).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('for more days than one file holds, links a reminder per group of days and says the sale for all of them', () => {
    // June 1 to July 10, 2027: 40 days, more than the file's 31.
    const days = Array.from({ length: 40 }, (_, index) =>
      new Date(Date.UTC(2027, 5, 1 + index)).toISOString().slice(0, 10),
    );
    const whenNothing = <p>None of the days needs a permit.</p>;
    render(<TimedEntryReminder dates={days} seasons={seasons} now={inJanuary2027} whenNothing={whenNothing} />);
    expect(screen.queryByText('None of the days needs a permit.')).toBeNull();
    expect(screen.getByText(/go on sale/)).toHaveTextContent(
      'Permits for Jun 1 to Jun 30 go on sale on May 3 at 8 a.m. MT. Permits for Jul 1 to Jul 10 go on sale on June 1 at 8 a.m. MT.',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Remind me for Jun 1 to Jul 1 (calendar file with alarms)',
      'Remind me for Jul 2 to Jul 10 (calendar file with alarms)',
    ]);
    expect(links.map((link) => link.getAttribute('href')?.split('=')[1]?.split(','))).toEqual([
      days.slice(0, 31),
      days.slice(31),
    ]);
  });

  it('is not in the server’s HTML (its words depend on the clock), so hydration agrees', () => {
    const html = renderToString(<TimedEntryReminder dates={['2027-07-04']} seasons={seasons} now={inJanuary2027} />);
    expect(html).toBe('');
  });

  it('follows the stay notice’s days that need a permit, not the others', () => {
    render(<TimedEntryStayNotice checkIn="2027-05-26" checkOut="2027-05-29" seasons={seasons} now={inJanuary2027} />);
    // May 28 and 29 are in the 2027 season (from May 28); May 26 and 27 are not.
    expect(screen.getByRole('link', { name: 'Remind me (calendar file with alarms)' })).toHaveAttribute(
      'href',
      '/api/conditions/timed-entry/reminders.ics?dates=2027-05-28,2027-05-29',
    );
  });
});
