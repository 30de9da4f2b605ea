import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { parkAlertsResult as result, windWarning } from '../testing/park-alerts-fixtures';
import WeatherCardWidget from './weather-card';

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('the home weather card’s park alert', () => {
  it('shows the first alert in the visitors’ order (the wind warning before the closure) as a banner linking to the park conditions', () => {
    inRouter(<WeatherCardWidget data={{ status: 'failed', parkAlerts: result() }} />);
    const banner = screen.getByTestId('park-alert-banner');
    expect(within(banner).getByRole('heading', { level: 3 })).toHaveTextContent(windWarning.title);
    expect(within(banner).getByRole('link', { name: /All park conditions/ })).toHaveAttribute(
      'href',
      '/weather#park-conditions',
    );
  });

  it('says live park alerts are unavailable when they could not be read, and nothing when the sources are quiet', () => {
    const { unmount } = inRouter(<WeatherCardWidget data={{ status: 'failed', parkAlerts: null }} />);
    expect(screen.getByTestId('park-alerts-unavailable')).toHaveTextContent(
      'Live park alerts are unavailable right now.',
    );
    unmount();
    inRouter(
      <WeatherCardWidget
        data={{
          status: 'failed',
          parkAlerts: result({ alerts: [], topAlert: null, trailRidgeRoad: { status: 'no-current-alert' } }),
        }}
      />,
    );
    expect(screen.queryByTestId('park-alert-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('park-alerts-unavailable')).not.toBeInTheDocument();
  });
});
