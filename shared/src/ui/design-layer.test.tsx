import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Card, CardBadge, CardBody, CardMedia, CardTitle } from './card';
import { CategoryChips } from './category-chips';
import { FactsList } from './facts-list';
import { PageLinks } from './page-links';
import { PageSection, TwoColumn } from './section';

describe('CategoryChips', () => {
  const chips = [
    { key: 'all', label: 'All', to: '/events', count: 12, current: false },
    { key: 'music', label: 'Music', to: '/events?category=music', count: 3, current: true },
  ];

  it('is a named navigation of links to the filtered addresses, with their counts', () => {
    render(
      <MemoryRouter>
        <CategoryChips label="Event categories" chips={chips} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Event categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All (12)', 'Music (3)']);
    expect(links[1]).toHaveAttribute('href', '/events?category=music');
  });

  it('marks only the current filter, with the aria-current value the page asks for', () => {
    const { rerender } = render(
      <MemoryRouter>
        <CategoryChips label="Event categories" chips={chips} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Music (3)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All (12)' })).not.toHaveAttribute('aria-current');
    rerender(
      <MemoryRouter>
        <CategoryChips label="Event categories" chips={chips} currentMarker="true" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Music (3)' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows no count where a chip has none', () => {
    render(
      <MemoryRouter>
        <CategoryChips label="Areas" chips={[{ key: 'a', label: 'Downtown', to: '/downtown', current: false }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Downtown' })).toBeInTheDocument();
  });
});

describe('FactsList', () => {
  it('pairs each label with its value and skips the facts that are not there', () => {
    const hasOrganizer = false;
    const { container } = render(
      <FactsList
        facts={[
          { label: 'Date', value: 'Saturday, July 4' },
          hasOrganizer && { label: 'Organizer', value: 'Town of Estes Park' },
          { label: 'Venue', value: 'Bond Park' },
        ]}
      />,
    );
    const pairs = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Date', 'Saturday, July 4'],
      ['Venue', 'Bond Park'],
    ]);
  });

  it('keeps hidden labels for screen readers', () => {
    const { container } = render(<FactsList labels="hidden" facts={[{ label: 'Elevation', value: '7,522 ft' }]} />);
    expect(container.querySelector('dt')).toHaveTextContent('Elevation');
  });

  it('renders nothing when no fact is there', () => {
    const { container } = render(<FactsList facts={[null, false]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PageSection and TwoColumn', () => {
  it('is a region named by its heading, with its lead and content', () => {
    render(
      <PageSection id="nearby" heading="Nearby stays" lead="Within a mile of downtown.">
        <p>Content</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Nearby stays' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Nearby stays' })).toHaveAttribute(
      'id',
      'nearby-heading',
    );
    expect(region).toHaveTextContent('Within a mile of downtown.');
    expect(region).toHaveTextContent('Content');
  });

  it('puts the aside after the main column, named when asked', () => {
    render(
      <TwoColumn aside={<p>Booking box</p>} asideLabel="Book this stay">
        <p>About the property</p>
      </TwoColumn>,
    );
    const aside = screen.getByRole('complementary', { name: 'Book this stay' });
    expect(aside).toHaveTextContent('Booking box');
    expect(screen.getByText('About the property').compareDocumentPosition(aside)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('Card', () => {
  it('composes a picture with its badge, a title link and a body', () => {
    render(
      <Card as="article" aria-label="The Stanley Hotel">
        <CardMedia>
          <img src="/stanley.webp" alt="The Stanley Hotel" width={800} height={500} />
          <CardBadge>Featured</CardBadge>
        </CardMedia>
        <CardBody>
          <CardTitle>
            <a href="/property/stanley">The Stanley Hotel</a>
          </CardTitle>
        </CardBody>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'The Stanley Hotel' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('The Stanley Hotel');
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'The Stanley Hotel' })).toHaveAttribute('width', '800');
  });
});

describe('PageLinks', () => {
  const hrefOf = (page: number) => `/events?page=${page}`;

  it('links every page, marks the current one and leaves out Previous on the first page', () => {
    render(
      <MemoryRouter>
        <PageLinks label="Events pages" page={1} pageCount={3} hrefOf={hrefOf} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/events?page=3');
    expect(within(nav).queryByText('Previous')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/events?page=2');
  });

  it('can show the unavailable end greyed, and the current page as text', () => {
    render(
      <MemoryRouter>
        <PageLinks label="Pages of results" page={3} pageCount={3} hrefOf={hrefOf} ends="disabled" current="text" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Page 3' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  });
});
