import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import {
  checkedAt,
  notConfigured,
  parkAlertsResult as result,
  trailRidgeClosure,
  windWarning,
} from '../../testing/park-alerts-fixtures';
import { ParkAlertBanner, alertSummary, alertTimeText } from './park-alert-parts';
import { ParkConditionsSection } from './park-conditions-section';

describe('an alert’s times', () => {
  it('gives the NWS’s start and end in Mountain time, and the NPS’s listing date without inventing a clock time', () => {
    expect(alertTimeText(windWarning, checkedAt)).toBe('Since Mon, Nov 23, 6:00 AM MST until Tue, Nov 24, 4:00 AM MST');
    expect(alertTimeText({ ...windWarning, startsAt: '2026-11-23T18:00:00.000Z' }, checkedAt)).toMatch(
      /^From Mon, Nov 23, 11:00 AM MST/,
    );
    expect(alertTimeText(trailRidgeClosure, checkedAt)).toBe('Updated Oct 19, 2026');
  });
});

describe('the alert banner', () => {
  it('summarises an alert by its first paragraph, cut at a word', () => {
    expect(alertSummary('Roads are icy above treeline.\n\nMore detail.', 100)).toBe('Roads are icy above treeline.');
    expect(alertSummary('Roads are icy above treeline today.', 20)).toBe('Roads are icy above…');
    expect(alertSummary('Unbreakableverylongword', 10)).toBe('Unbreakab…');
  });

  it('shows an alert with its severity, kind, source and time', () => {
    render(<ParkAlertBanner alert={windWarning} checkedAt={checkedAt} headingId="h" headingLevel={2} />);
    const banner = screen.getByTestId('park-alert-banner');
    expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent(windWarning.title);
    expect(banner).toHaveTextContent('Severe · High Wind Warning');
    expect(banner).toHaveTextContent('National Weather Service · Since Mon, Nov 23, 6:00 AM MST');
  });
});

/** The section links within the site (to /getting-around), so it renders inside a router. */
const renderInRouter = (ui: ReactElement) => render(ui, { wrapper: MemoryRouter });

describe('the Park conditions section', () => {
  it('shows Trail Ridge Road’s status with the alert’s own words, the closures and every alert with its source', () => {
    renderInRouter(<ParkConditionsSection alerts={result()} />);
    const road = screen.getByTestId('trail-ridge-road');
    expect(road).toHaveTextContent('Closed, according to a current alert');
    expect(road).toHaveTextContent(
      '“Trail Ridge Road Closed for the Season” (National Park Service, Updated Oct 19, 2026)',
    );
    const closures = screen.getByRole('region', { name: 'Closures' });
    expect(within(closures).getAllByRole('listitem')).toHaveLength(1);
    // The closure is listed once: the other alerts follow under their own heading.
    const current = screen.getByRole('region', { name: 'Other alerts' });
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h4')?.textContent),
    ).toEqual([windWarning.title]);
    expect(current).toHaveTextContent('National Park Service checked 8:00 AM MST');
    expect(screen.queryByTestId('park-alerts-unavailable')).not.toBeInTheDocument();
  });

  it('says so when no alert names Trail Ridge Road, never a status of its own', () => {
    renderInRouter(
      <ParkConditionsSection
        alerts={result({
          alerts: [windWarning],
          topAlert: windWarning,
          trailRidgeRoad: { status: 'no-current-alert' },
        })}
      />,
    );
    expect(screen.getByTestId('trail-ridge-road')).toHaveTextContent('No current alert about Trail Ridge Road.');
    expect(screen.queryByRole('region', { name: 'Closures' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current alerts' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says live park alerts are unavailable, why, and links to the park’s page when the sources cannot be read', () => {
    renderInRouter(
      <ParkConditionsSection
        alerts={result({ sources: notConfigured, alerts: [], topAlert: null, trailRidgeRoad: { status: 'unknown' } })}
      />,
    );
    const notice = screen.getByTestId('park-alerts-unavailable');
    expect(notice).toHaveTextContent('Live park alerts are unavailable right now.');
    expect(notice).toHaveTextContent('Alerts from the National Park Service are not set up on this site.');
    expect(notice).toHaveTextContent('The National Weather Service could not be reached (checked 8:00 AM MST).');
    expect(
      within(notice).getByRole('link', { name: /Rocky Mountain National Park current conditions/ }),
    ).toHaveAttribute('href', 'https://www.nps.gov/romo/planyourvisit/conditions.htm');
    expect(screen.getByTestId('trail-ridge-road')).toHaveTextContent('cannot be read from the park’s alerts');
    expect(screen.queryByRole('region', { name: 'Current alerts' })).not.toBeInTheDocument();
  });

  it('says so when our own alerts service could not be read', () => {
    renderInRouter(<ParkConditionsSection alerts={null} />);
    expect(screen.getByTestId('park-alerts-unavailable')).toHaveTextContent(
      'Our park alerts service could not be read.',
    );
  });

  it('keeps a place for the timed-entry season block after the road status', () => {
    renderInRouter(
      <ParkConditionsSection alerts={result()} timedEntry={<p data-testid="timed-entry">Timed entry</p>} />,
    );
    const road = screen.getByTestId('trail-ridge-road');
    expect(
      road.compareDocumentPosition(screen.getByTestId('timed-entry')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links to getting around (shuttles, parking, trailhead fill times)', () => {
    renderInRouter(<ParkConditionsSection alerts={null} />);
    expect(screen.getByRole('link', { name: /^Getting around: shuttles, parking/ })).toHaveAttribute(
      'href',
      '/getting-around',
    );
  });
});
