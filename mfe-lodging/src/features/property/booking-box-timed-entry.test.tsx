import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StaySearchForm } from '../../components/stay-search-form';
import { defaultListingQuery, type ListingStay } from '../../domain/lodging-types';
import { BookingBox } from './booking-box';

const box = (stay: ListingStay) => (
  <MemoryRouter>
    <BookingBox
      id="booking-9100001"
      name="The Stanley Hotel"
      path="/property/booking-9100001"
      today="2026-11-23"
      stay={stay}
      availability={undefined}
      partner="Booking.com"
    />
  </MemoryRouter>
);

describe('timed entry beside the stay’s dates', () => {
  it('booking box: picking July dates says they likely need a permit (a year not announced), with the link', () => {
    render(box({ children: [] }));
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2090-07-04' } });
    expect(screen.queryByText(/timed-entry permit/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2090-07-05' } });
    expect(screen.getByText(/Jul 4 and Jul 5 likely need a timed-entry permit/)).toHaveTextContent(
      /\(Park Access\+ 5 a\.m\.–6 p\.m\. or Park Access 9 a\.m\.–2 p\.m\. in \d{4}\)\. The park has not announced the 2090 dates yet\./,
    );
    expect(screen.getByRole('link', { name: 'Reserve on recreation.gov' })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/timed-entry/10086745',
    );
  });

  it('booking box: dates from the URL are in the first render (the server’s HTML)', () => {
    render(box({ checkin: '2090-01-10', checkout: '2090-01-12', children: [] }));
    expect(screen.getByText(/None of these days is likely to need a timed-entry permit/)).toBeInTheDocument();
  });

  it('stay search: says which days need a permit once both dates are picked, and nothing for reversed dates', () => {
    render(
      <MemoryRouter>
        <StaySearchForm initial={{ area: 'downtown', adults: 2 }} today="2026-11-23" baseQuery={defaultListingQuery} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2090-08-01' } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2090-08-04' } });
    expect(screen.getByText(/Aug 1 to Aug 4 likely need a timed-entry permit/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2090-08-10' } });
    expect(screen.getByLabelText('Check-out')).toHaveValue('');
    expect(screen.queryByText(/timed-entry permit/)).toBeNull();
  });

  it('stay search on /accommodations with dates in the URL: in the first render', () => {
    render(
      <MemoryRouter>
        <StaySearchForm
          initial={{ area: 'downtown', adults: 2, checkin: '2090-06-01', checkout: '2090-06-02' }}
          today="2026-11-23"
          baseQuery={defaultListingQuery}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Jun 1 and Jun 2 likely need a timed-entry permit/)).toBeInTheDocument();
  });
});
