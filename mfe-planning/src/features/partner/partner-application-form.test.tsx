import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessages, formMessages } from '../../domain/form-messages';
import { PartnerApplicationForm } from './partner-application-form';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

async function fillValidApplication() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your name/), 'Ben Cole');
  await user.type(screen.getByLabelText(/Email/), 'ben@example.com');
  await user.selectOptions(screen.getByLabelText(/Partnership type/), 'restaurant');
  await user.type(screen.getByLabelText(/Your goals/), 'Reach summer visitors.');
  return user;
}

describe('PartnerApplicationForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a message next to each missing field and sends nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    render(<PartnerApplicationForm sent={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(fieldMessages.name)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.email)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.partnershipType)).toBeInTheDocument();
    expect(screen.getByText(fieldMessages.goals)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts JSON, shows the spinner text while sending, then the success message and a cleared form', async () => {
    let resolve: (value: Response) => void = () => {};
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((done) => (resolve = done)));
    render(<PartnerApplicationForm sent={false} />);
    const user = await fillValidApplication();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/planning/partner-applications');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Ben Cole', partnershipType: 'restaurant' });
    resolve(await answer(201, { ok: true, id: 's0123456789', message: formMessages.partnerSuccess, notes: [] }));
    expect(await screen.findByText(formMessages.partnerSuccess)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('keeps what was typed and shows the API field messages when refused', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        answer(400, { ok: false, message: formMessages.checkFields, fieldErrors: { link: fieldMessages.url } }),
      );
    render(<PartnerApplicationForm sent={false} />);
    const user = await fillValidApplication();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(fieldMessages.url)).toBeInTheDocument();
    expect(screen.getByText(formMessages.checkFields)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ben Cole');
  });

  it('shows the failure text when the server or network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new TypeError('offline')));
    render(<PartnerApplicationForm sent={false} />);
    const user = await fillValidApplication();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(formMessages.partnerFailure));
    expect(screen.getByLabelText(/Your goals/)).toHaveValue('Reach summer visitors.');
  });

  it('shows the success message after a plain form post came back accepted', () => {
    render(<PartnerApplicationForm sent />);
    expect(screen.getByRole('status')).toHaveTextContent(formMessages.partnerSuccess);
  });
});
