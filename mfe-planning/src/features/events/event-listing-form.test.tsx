import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessages, formMessages } from '../../domain/form-messages';
import type * as formSchemasLoader from '../../components/load-form-schemas';
import { loadFormSchemas, validateForm } from '../../components/load-form-schemas';
import { EventListingForm } from './event-listing-form';

// The real schemas, watched: the form must fetch them on demand, not with the page.
jest.mock('../../components/load-form-schemas', () => {
  const actual = jest.requireActual<typeof formSchemasLoader>('../../components/load-form-schemas');
  return { loadFormSchemas: jest.fn(actual.loadFormSchemas), validateForm: jest.fn(actual.validateForm) };
});

const loadMock = jest.mocked(loadFormSchemas);
const validateMock = jest.mocked(validateForm);

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('EventListingForm', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    loadMock.mockClear();
    validateMock.mockClear();
  });

  it('fetches the schemas when the visitor starts on the form, not before', async () => {
    render(<EventListingForm sent={false} />);
    expect(loadMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText(/Event name/));
    expect(loadMock).toHaveBeenCalledTimes(1);
    await userEvent.setup().type(screen.getByLabelText(/Venue/), 'Bond Park');
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('shows the field messages from the schemas on submit and sends nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    render(<EventListingForm sent={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText(fieldMessages.eventName)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.email)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.website)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.description)).toBeInTheDocument();
    expect(screen.getByText(formMessages.checkFields)).toBeInTheDocument();
    expect(screen.getByLabelText(/Event name/)).toHaveAttribute('aria-invalid', 'true');
    expect(validateMock).toHaveBeenCalledWith('eventListing', expect.objectContaining({ eventName: '' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the description against the 750 characters', () => {
    render(<EventListingForm sent={false} />);
    expect(screen.getByText('0/750 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Live bluegrass in Bond Park.' } });
    expect(screen.getByText('28/750 characters')).toBeInTheDocument();
  });

  it('posts anyway when the schemas cannot be fetched, and shows the API field messages', async () => {
    validateMock.mockRejectedValueOnce(new Error('Loading chunk planning-form-schemas failed.'));
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer(400, {
        ok: false,
        message: formMessages.checkFields,
        fieldErrors: { eventName: fieldMessages.eventName },
      }),
    );
    render(<EventListingForm sent={false} />);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'Bond Park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText(fieldMessages.eventName)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/planning/event-listings');
    expect(JSON.parse(String(init?.body))).toMatchObject({ venue: 'Bond Park' });
    await waitFor(() => expect(screen.getByLabelText(/Venue/)).toHaveValue('Bond Park'));
  });
});
