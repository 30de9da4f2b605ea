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
