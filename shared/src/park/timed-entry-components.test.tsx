import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TimedEntryGuide } from './timed-entry-guide';
import { TimedEntrySummary } from './timed-entry-summary';
import { TimedEntryStayNotice } from './timed-entry-stay-notice';
import { announced2027, enteredSeason } from '../testing/timed-entry-seasons';

const season2025 = enteredSeason(2025);
const season2027 = announced2027();

describe('the timed-entry guide', () => {
  it('on 2026-11-23: 2027 not announced, the 2025 season shown as the last entered one, with its source and check', () => {
    render(<TimedEntryGuide today="2026-11-23" />);
    const guide = screen.getByRole('region', { name: 'Timed-entry permits for Rocky Mountain National Park' });
    expect(guide).toHaveTextContent(
      'The park has not announced the 2027 timed-entry dates yet; in 2025 permits were needed from May 23 to October 19.',
    );
    expect(guide).toHaveTextContent('The last season entered here, May 23 to October 19, 2025, for reference');
    const permits = within(guide).getByRole('list', { name: 'Permit types in 2025' });
    expect(permits).toHaveTextContent(
      'Park Access+: the Bear Lake Road corridor and the rest of the park; a permit is needed to enter from 5 a.m. to 6 p.m.',
    );
    expect(permits).toHaveTextContent(
      'Park Access: the rest of the park, not the Bear Lake Road corridor; a permit is needed to enter from 9 a.m. to 2 p.m.',
    );
    expect(guide).toHaveTextContent('2-hour entry window');
    expect(guide).toHaveTextContent('costs $2 on recreation.gov');
    expect(guide).toHaveTextContent('on the 1st of each month at 8 a.m. MT');
    expect(guide).toHaveTextContent('7 p.m. MT the evening before');
    expect(within(guide).getByRole('link', { name: 'Reserve a timed-entry permit on recreation.gov' })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/timed-entry/10086745',
    );
    expect(
      within(guide).getByRole('link', { name: 'National Park Service: Timed Entry Permit System' }),
    ).toHaveAttribute('href', 'https://www.nps.gov/romo/planyourvisit/timed-entry-permit-system.htm');
    expect(guide).toHaveTextContent('Last checked November 23, 2026');
    expect(guide).toHaveTextContent('Not confirmed on the park’s page');
    expect(permits).not.toHaveTextContent('..');
    for (const link of within(guide).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('for an announced season: its own dates, no "not announced" and no reference label', () => {
    render(<TimedEntryGuide today="2027-07-04" headingLevel={3} seasons={[season2025, season2027]} />);
    const guide = screen.getByRole('region');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Timed-entry permits');
    expect(guide).toHaveTextContent('Timed-entry permits are needed to enter the park: May 28 to October 17, 2027.');
    expect(guide).not.toHaveTextContent('not announced');
    expect(guide).not.toHaveTextContent('for reference');
    expect(guide).not.toHaveTextContent('Not confirmed');
  });

  it('with no season entered at all: sends the visitor to the park’s page', () => {
    render(<TimedEntryGuide today="2027-07-04" seasons={[]} />);
    expect(screen.getByRole('region')).toHaveTextContent('The park has not announced the 2027 timed-entry dates yet.');
    expect(screen.getByRole('link', { name: 'National Park Service: Timed Entry Permit System' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reserve/ })).not.toBeInTheDocument();
  });
});

describe('the short form (park conditions on /weather)', () => {
  it('on 2026-11-23: not announced, the 2025 permits and hours as such, release times, links, source and check', () => {
    render(
      <MemoryRouter>
        <TimedEntrySummary today="2026-11-23" />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('region', { name: 'Timed-entry permits for Rocky Mountain National Park' });
    expect(summary).toHaveTextContent('The park has not announced the 2027 timed-entry dates yet; in 2025 permits');
    expect(summary).toHaveTextContent(
      'In 2025: Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m., in 2-hour entry windows, $2 a permit.',
    );
    expect(summary).toHaveTextContent(
      'Released on the 1st of each month at 8 a.m. MT for the next month, and at 7 p.m. MT the evening before.',
    );
    expect(within(summary).getByRole('link', { name: 'Reserve on recreation.gov' })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/timed-entry/10086745',
    );
    expect(within(summary).getByRole('link', { name: 'Which permit, hours and release dates' })).toHaveAttribute(
      'href',
      '/trip-planning#timed-entry',
    );
    expect(summary).toHaveTextContent('last checked November 23, 2026.');
  });

  it('for an announced season in season: permits needed now, its own permits without "In 2027:"', () => {
    render(
      <MemoryRouter>
        <TimedEntrySummary today="2027-07-04" seasons={[season2025, season2027]} />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('region');
    expect(summary).toHaveTextContent('Timed-entry permits are needed to enter the park: May 28 to October 17, 2027.');
    expect(summary).not.toHaveTextContent('In 2027:');
  });

  it('with no season entered: only the park’s page', () => {
    render(
      <MemoryRouter>
        <TimedEntrySummary today="2027-07-04" seasons={[]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://www.nps.gov/romo/planyourvisit/timed-entry-permit-system.htm',
    ]);
  });
});

describe('the stay notice', () => {
  it('names the days needing a permit and links to reserve, in a polite live region', () => {
    const { container } = render(
      <TimedEntryStayNotice checkIn="2027-07-04" checkOut="2027-07-05" seasons={[season2025, season2027]} />,
    );
    const region = container.querySelector('[data-timed-entry="stay"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(
      'Jul 4 and Jul 5 need a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.).',
    );
    expect(screen.getByRole('link', { name: 'Reserve on recreation.gov' })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/timed-entry/10086745',
    );
  });

  it('says "likely" for a year not announced (the data as entered today)', () => {
    render(<TimedEntryStayNotice checkIn="2027-07-04" checkOut="2027-07-06" />);
    expect(screen.getByText(/Jul 4 to Jul 6 likely need a timed-entry permit/)).toHaveTextContent(
      'The park has not announced the 2027 dates yet.',
    );
  });

  it('says no permit is needed in winter, without a reservation link', () => {
    render(<TimedEntryStayNotice checkIn="2027-01-04" checkOut="2027-01-06" seasons={[season2025, season2027]} />);
    expect(screen.getByText('None of these days needs a timed-entry permit.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [undefined, undefined],
    ['2027-07-04', undefined],
    ['2027-07-06', '2027-07-04'],
    ['2027-07-04', '2028-07-04'],
    ['not-a-date', '2027-07-04'],
  ])(
    'shows nothing for %j to %j (no stay, reversed, too long, not dates), keeping the live region',
    (checkIn, checkOut) => {
      const { container } = render(<TimedEntryStayNotice checkIn={checkIn} checkOut={checkOut} />);
      const region = container.querySelector('[data-timed-entry="stay"]');
      expect(region).toBeInTheDocument();
      expect(region).toBeEmptyDOMElement();
    },
  );
});
