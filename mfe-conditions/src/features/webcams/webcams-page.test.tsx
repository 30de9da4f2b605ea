import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import WebcamsPage, { loader, type WebcamsPageData } from './webcams-page';

let pageData: WebcamsPageData;

// Links render as plain anchors: the page's own behaviour is under test, not the router's.
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  Link: ({ to, children, preventScrollReset: _ignored, ...rest }: LinkStubProps) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

jest.mock('@estes/shared', () => ({
  ...jest.requireActual('@estes/shared'),
  useAreaPageData: () => pageData,
}));

interface LinkStubProps {
  to: string;
  children: ReactNode;
  preventScrollReset?: boolean;
}

// 2026-01-15 22:05 UTC: 3:05 PM MST, winter.
const madeAt = Date.parse('2026-01-15T22:05:00Z');

const card = (id: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(`[data-webcam-id="${id}"]`);
  if (!element) throw new Error(`No card for ${id}`);
  return element;
};
const frameSrc = (id: string) => within(card(id)).getByRole('img').getAttribute('src');

// A full page of cameras on shared CPUs: give each test room.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers({ now: madeAt });
  pageData = { filter: 'all', now: madeAt };
});
afterEach(() => jest.useRealTimers());

describe('loader', () => {
  it('reads the category from the URL and reports an unknown one', () => {
    const park = loader({ request: new Request('http://x/webcams?category=park') } as never);
    expect(park.filter).toBe('park');
    const unknown = loader({ request: new Request('http://x/webcams?category=beach') } as never);
    expect(unknown).toMatchObject({ filter: 'all', unknownCategory: 'beach' });
  });
});

describe('webcams page', () => {
  it('shows the ten cameras, the winter banner and the hero times', () => {
    render(<WebcamsPage />);
    expect(screen.getAllByRole('listitem').filter((item) => item.dataset.webcamId)).toHaveLength(10);
    expect(screen.getByRole('heading', { name: /^Winter/ })).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getAllByText('3:05 PM MST').length).toBeGreaterThanOrEqual(2);
    expect(frameSrc('lake-estes')).toBe(`/api/conditions/webcams/lake-estes/frame.svg?t=${madeAt}`);
  });

  it('shows only the chosen category and marks its filter current', () => {
    pageData = { filter: 'traffic', now: madeAt };
    render(<WebcamsPage />);
    expect(screen.getByRole('heading', { name: '2 cameras: Traffic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Traffic' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Traffic' })).toHaveAttribute('href', '/webcams?category=traffic');
  });

  it('says so when the category is unknown', () => {
    pageData = { filter: 'all', unknownCategory: 'beach', now: madeAt };
    render(<WebcamsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('There is no camera category called ‘beach’');
  });

  it('marks a card busy for one second when refreshed, then gives it a new frame and time', () => {
    render(<WebcamsPage />);
    act(() => jest.advanceTimersByTime(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Lake Estes' }));
    expect(card('lake-estes')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(999));
    expect(card('lake-estes')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(card('lake-estes')).toHaveAttribute('aria-busy', 'false');
    expect(frameSrc('lake-estes')).toBe(`/api/conditions/webcams/lake-estes/frame.svg?t=${madeAt + 21_000}`);
    expect(frameSrc('riverwalk')).toBe(`/api/conditions/webcams/riverwalk/frame.svg?t=${madeAt}`);
  });

  it('asks for every frame again under a new URL every 30 seconds', () => {
    render(<WebcamsPage />);
    act(() => jest.advanceTimersByTime(29_999));
    expect(frameSrc('riverwalk')).toContain(`t=${madeAt}`);
    act(() => jest.advanceTimersByTime(1));
    expect(frameSrc('riverwalk')).toContain(`t=${madeAt + 30_000}`);
  });

  it('shows a camera whose picture fails as offline, and tries again at the next refresh', () => {
    render(<WebcamsPage />);
    fireEvent.error(within(card('riverwalk')).getByRole('img'));
    expect(within(card('riverwalk')).getByRole('img', { name: /camera offline/ })).toHaveTextContent('Camera offline');
    act(() => jest.advanceTimersByTime(30_000));
    const retried = within(card('riverwalk')).getByRole('img');
    expect(retried.tagName).toBe('IMG');
    expect(retried).toHaveAttribute('src', `/api/conditions/webcams/riverwalk/frame.svg?t=${madeAt + 30_000}`);
  });

  it('opens the full-screen viewer and closes it with Escape, returning focus', () => {
    render(<WebcamsPage />);
    const opener = screen.getByRole('button', { name: 'Full screen: Longs Peak from Beaver Meadows' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Longs Peak from Beaver Meadows' });
    expect(within(dialog).getByRole('button', { name: 'Close full-screen view' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
