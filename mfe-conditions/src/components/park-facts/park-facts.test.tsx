import { render, screen, within } from '@testing-library/react';
import type { SourcedSection } from '../../data/park-facts';
import { EmergencyNumbers, GettingAroundSummary, SafetyEssentials } from '.';

const source = { name: 'Example publisher: a page', url: 'https://example.org/page' };
const checked = { on: '2026-11-27', against: 'the page itself' };
const section: SourcedSection = {
  id: 'example',
  heading: 'Example section',
  facts: [
    { id: 'fill', text: 'A lot: full by 6 a.m.', typical: { asOf: '2019' }, source, checked },
    { id: 'bus', text: 'A bus runs.', seasonNote: 'June to September, as the park stated for 2023.', source, checked },
  ],
  unconfirmed: ['The first bus.'],
};

describe('the park facts’ components', () => {
  it('print “Typical” on the same line as a usual value, the season with its year, and each source with its checked day', () => {
    render(<GettingAroundSummary sections={[section]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Example section' })).toBeInTheDocument();
    const fill = document.querySelector('[data-fact="fill"]') as HTMLElement;
    expect(within(fill).getByText(/A lot: full by 6 a\.m\./).textContent).toBe(
      'Typical (as of 2019): A lot: full by 6 a.m.',
    );
    expect(within(fill).getByRole('link', { name: source.name })).toHaveAttribute('href', source.url);
    expect(fill).toHaveTextContent('checked November 27, 2026, against the page itself');
    const bus = document.querySelector('[data-fact="bus"]') as HTMLElement;
    expect(bus).toHaveTextContent('Season: June to September, as the park stated for 2023.');
    expect(bus).not.toHaveTextContent('Typical');
    expect(screen.getByText(/Could not be confirmed: The first bus\./)).toBeInTheDocument();
  });

  it('show the real safety essentials with the NPS as the source of the wildlife distances', () => {
    render(<SafetyEssentials />);
    const wildlife = screen.getByRole('region', { name: 'Wildlife distances' });
    expect(wildlife).toHaveTextContent('at least 75 feet');
    expect(
      within(wildlife).getAllByRole('link', {
        name: 'National Park Service, Rocky Mountain National Park: Wildlife Viewing',
      }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Leave No Trace' }).querySelectorAll('li')).toHaveLength(7);
  });

  it('make each emergency number a tap-to-call link, and say the park’s own line could not be confirmed', () => {
    render(<EmergencyNumbers />);
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('region', { name: 'Emergency numbers' })).toHaveTextContent('Could not be confirmed');
  });
});
