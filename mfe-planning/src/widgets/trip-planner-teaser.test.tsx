import { screen } from '@testing-library/react';
import { renderInRouter } from '../testing/render-in-router';
import TripPlannerTeaserWidget, { loader, timedEntryTeaser } from './trip-planner-teaser';

const inRouter = (element: React.ReactElement) => renderInRouter(element);

describe('the home trip-planner teaser and timed entry', () => {
  it('says nothing about timed entry out of season (2026-11-23, the day this was written)', () => {
    expect(timedEntryTeaser('2026-11-23')).toBeNull();
    inRouter(<TripPlannerTeaserWidget data={{ timedEntry: timedEntryTeaser('2026-11-23') }} />);
    expect(screen.queryByText(/Rocky Mountain National Park|timed-entry/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create My Itinerary' })).toBeInTheDocument();
  });

  it('in season of a year not announced, says permits are likely needed and links to the guide', () => {
    const timedEntry = timedEntryTeaser('2090-07-04');
    expect(timedEntry?.estimated).toBe(true);
    expect(timedEntry?.headline).toMatch(
      /^Timed-entry permits are likely needed to enter the park now\. The park has not announced the 2090 timed-entry dates yet; in \d{4} permits were needed from /,
    );
    inRouter(<TripPlannerTeaserWidget data={{ timedEntry }} />);
    expect(screen.getByText(/Rocky Mountain National Park:/).closest('p')).toHaveTextContent('likely needed');
    expect(screen.getByRole('link', { name: 'Permit types, hours and how to reserve' })).toHaveAttribute(
      'href',
      '/trip-planning#timed-entry',
    );
  });

  it('from the first release (May 1, as in 2025) while permits go on sale, to the last permit day (October 19)', () => {
    expect(timedEntryTeaser('2090-04-30')).toBeNull();
    expect(timedEntryTeaser('2090-05-01')).not.toBeNull();
    expect(timedEntryTeaser('2090-10-19')).not.toBeNull();
    expect(timedEntryTeaser('2090-10-20')).toBeNull();
  });

  it('its loader answers from the park’s date now', () => {
    expect(loader()).toHaveProperty('timedEntry');
  });
});
