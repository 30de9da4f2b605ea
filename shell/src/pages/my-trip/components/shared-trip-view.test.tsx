import { screen } from '@testing-library/react';
import { configureSiteSettings } from '@estes/shared';
import { renderAt } from '../../../testing/render-with-router';
import { elkFestItem, innItem } from '@estes/shared/testing/trip-items';
import { SharedTripView } from './shared-trip-view';
import { listItemTexts } from '../../../testing/list-items';

beforeAll(() => configureSiteSettings({ siteUrl: 'https://www.estes.example', siteName: 'Estes Park Guide' } as never));

describe('a shared trip', () => {
  it('lists what could not be loaded and what could not be found, each under its own heading', () => {
    renderAt(
      <SharedTripView
        view="day"
        shared={{
          items: [innItem, elkFestItem],
          unavailable: ['article:elk-viewing-guide'],
          notFound: ['property:gone', '<b>hi</b>'],
          truncated: false,
        }}
      />,
      '/my-trip?items=x',
    );
    expect(screen.getByText('2 things someone saved for a trip to Estes Park.')).toBeInTheDocument();
    const unavailable = screen.getByRole('region', { name: 'Could not be loaded right now' });
    expect(listItemTexts(unavailable)).toEqual(['article:elk-viewing-guide']);
    const notFound = screen.getByRole('region', { name: 'Could not be found' });
    expect(listItemTexts(notFound)).toEqual(['property:gone', '<b>hi</b>']);
  });

  it('says nothing of missing references when every one was found', () => {
    renderAt(
      <SharedTripView view="kind" shared={{ items: [innItem], unavailable: [], notFound: [], truncated: false }} />,
      '/my-trip?items=property:hotel-1&view=kind',
    );
    expect(screen.queryByTestId('trip-unavailable')).toBeNull();
    expect(screen.queryByTestId('trip-not-found')).toBeNull();
    expect(screen.getByRole('link', { name: 'By kind' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Places to stay (1)' })).toBeInTheDocument();
  });
});
