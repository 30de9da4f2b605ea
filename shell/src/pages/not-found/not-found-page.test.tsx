import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render-with-router';
import { NotFoundPage } from './not-found-page';
import { notFoundTips } from './not-found-tips';

describe('404 page', () => {
  afterEach(() => jest.useRealTimers());

  it('rotates the tips every 4 seconds with a 300 ms fade', () => {
    jest.useFakeTimers();
    renderAt(<NotFoundPage />, '/missing');
    const tip = screen.getByTestId('not-found-tip');
    expect(tip).toHaveTextContent(notFoundTips[0] ?? '');
    act(() => jest.advanceTimersByTime(3999));
    expect(tip).toHaveTextContent(notFoundTips[0] ?? '');
    act(() => jest.advanceTimersByTime(1));
    // fading out: still the old tip for 300 ms
    expect(tip).toHaveTextContent(notFoundTips[0] ?? '');
    act(() => jest.advanceTimersByTime(299));
    expect(tip).toHaveTextContent(notFoundTips[0] ?? '');
    act(() => jest.advanceTimersByTime(1));
    expect(tip).toHaveTextContent(notFoundTips[1] ?? '');
  });

  it('sends a non-blank search to /search?q= and ignores a blank one', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<NotFoundPage />, '/missing');
    const input = screen.getByRole('searchbox', { name: 'Search the guide' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/missing');
    await user.clear(input);
    await user.type(input, ' elk viewing ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=elk+viewing');
  });

  it('links home, to the blog and to lodging, and offers a mailto', () => {
    renderAt(<NotFoundPage />, '/missing');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Local Intel blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Find lodging' })).toHaveAttribute('href', '/accommodations');
    expect(screen.getByRole('link', { name: /broken link/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@estesparkguide\.com/),
    );
  });

  it('says a partner link it does not know is not one of ours, and points to lodging', () => {
    renderAt(<NotFoundPage />, '/go/book/hotel-9999');
    expect(screen.getByText(/That booking link is not one of ours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find lodging' })).toHaveAttribute('href', '/accommodations');
    expect(screen.queryByText(/has moved, or never existed/)).toBeNull();
  });

  it('goes back in history with the go-back button', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<NotFoundPage />, '/first');
    await act(() => router.navigate('/missing'));
    await user.click(screen.getByRole('button', { name: /Go back/ }));
    expect(router.state.location.pathname).toBe('/first');
  });
});
