import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormGrid } from './form-layout';
import { TextField } from './fields';
import { formValues } from './use-submission-form';
import { SubmissionForm, type SubmissionFormProps } from './submission-form';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

const messages = {
  successMessage: 'Thank you, it is on its way.',
  failureMessage: 'Sorry, it could not be sent. Please try again.',
  checkFieldsMessage: 'Please correct the highlighted fields.',
};

function renderForm(props: Partial<SubmissionFormProps> = {}) {
  return render(
    <>
      <h2 id="form-heading">Write to us</h2>
      <SubmissionForm
        formId="contact"
        labelledBy="form-heading"
        endpoint="/api/contact"
        honeypotName="homepage"
        submitLabel="Send"
        busyLabel="Sending..."
        {...messages}
        {...props}
      >
        <FormGrid>
          <TextField name="name" label="Your name" required />
          <TextField name="email" label="Email" required type="email" />
        </FormGrid>
      </SubmissionForm>
    </>,
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your name/), 'Ada');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  return user;
}

describe('SubmissionForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a plain post to its endpoint, named by its heading, with the required note, honeypot and status area', () => {
    renderForm({ multipart: true });
    const form = screen.getByRole('form', { name: 'Write to us' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(form.querySelector('input[name="homepage"]')).toBeInTheDocument();
    expect(form.querySelector('#form-status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('posts JSON with fetch, busy while sending, then shows the sent message, focused, and clears the form', async () => {
    let resolve: (value: Response) => void = () => {};
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((done) => (resolve = done)));
    const onSuccess = jest.fn();
    renderForm({ onSuccess });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ada', email: 'ada@example.com', homepage: '' });
    resolve(await answer(201, { ok: true, message: 'Got it, Ada.', notes: ['One photo was left out.'] }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Got it, Ada.'));
    expect(status).toHaveTextContent('One photo was left out.');
    expect(status).toHaveFocus();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('sends the form data as multipart when asked', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(() => answer(201, { ok: true }));
    renderForm({ multipart: true });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(messages.successMessage);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('shows the check’s messages by their fields, focuses the first, and sends nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const check = jest.fn(() =>
      Promise.resolve({ ok: false as const, fieldErrors: { email: 'Please enter an email.' } }),
    );
    renderForm({ check });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter an email.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.checkFieldsMessage);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(check).toHaveBeenCalledWith({ name: '', email: '', homepage: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts anyway when the check cannot run, and shows the API’s field messages', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        answer(400, { ok: false, message: 'Check the form.', fieldErrors: { name: 'Too long.' } }),
      );
    renderForm({ check: () => Promise.reject(new Error('chunk failed')) });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form.');
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('says the send failed, focused, on a server error or no connection, keeping what was typed', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementationOnce(() => answer(503, {}));
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failureMessage);
    expect(alert).toHaveFocus();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failureMessage);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada');
  });

  it('shows the reason of a 503 the site explains (busy or full), keeping what was typed', async () => {
    const busy = 'We are busy. Nothing of yours was kept: please try again in a minute.';
    jest.spyOn(globalThis, 'fetch').mockImplementationOnce(() => answer(503, { ok: false, message: busy }));
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(busy);
    expect(alert).not.toHaveTextContent(messages.failureMessage);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada');
  });

  it('shows the sent message of a plain post the server redirected back with', () => {
    renderForm({ initialSuccess: true, initialNotes: ['Only the first 3 photos were kept.'] });
    expect(screen.getByRole('status')).toHaveTextContent(messages.successMessage);
    expect(screen.getByRole('status')).toHaveTextContent('Only the first 3 photos were kept.');
  });

  it('readies its check once, when the visitor first starts on the form', async () => {
    const prepareCheck = jest.fn(() => Promise.resolve());
    renderForm({ prepareCheck });
    expect(prepareCheck).not.toHaveBeenCalled();
    const user = await fillIn();
    await user.click(screen.getByLabelText(/Email/));
    expect(prepareCheck).toHaveBeenCalledTimes(1);
  });

  it('leaves the browser’s own checks off once the page runs', () => {
    renderForm();
    expect(screen.getByRole('form')).toHaveAttribute('novalidate');
  });
});

describe('formValues', () => {
  it('reads list fields as arrays, empty when nothing is ticked, and leaves files out', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="Ada" />
      <input type="checkbox" name="interests" value="hiking" checked />
      <input type="checkbox" name="interests" value="fishing" checked />
      <input type="file" name="photos" />
    </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    expect(formValues(form, ['interests', 'days'])).toEqual({
      name: 'Ada',
      interests: ['hiking', 'fishing'],
      days: [],
    });
  });
});
