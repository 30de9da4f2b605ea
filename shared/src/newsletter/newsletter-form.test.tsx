import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
import { newsletterMessages } from './newsletter-rules';
import { loadPage } from './full-page-navigation';

jest.mock('./full-page-navigation', () => ({ loadPage: jest.fn() }));

const assign = jest.mocked(loadPage);
const fetchMock = jest.fn();

beforeEach(() => {
  assign.mockReset();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function answer(body: unknown, status = 200) {
  return Promise.resolve({ status, json: () => Promise.resolve(body) } as Response);
}

function renderForm(props: Partial<NewsletterFormProps> = {}, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <NewsletterForm placement="home" {...props} />
    </MemoryRouter>,
  );
}

const field = () => screen.getByLabelText('Email Address');
const button = (name = 'Subscribe') => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('NewsletterForm', () => {
  it('starts idle: an email-type required field, an enabled button, empty message areas', () => {
    renderForm({ buttonLabel: 'Get Free Tips' });
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toBeRequired();
    expect(field()).toBeEnabled();
    expect(button('Get Free Tips')).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('is a real form post with its placement, for browsers without JavaScript', () => {
    const { container } = renderForm({ placement: 'blog' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/planning/newsletter');
    expect(container.querySelector('input[type="hidden"][name="placement"]')).toHaveValue('blog');
    expect(field()).toHaveAttribute('name', 'email');
  });

  it.each(['', '   '])('refuses a blank email (%j) without calling the API', async (typed) => {
    renderForm();
    if (typed) await userEvent.type(field(), typed);
    await userEvent.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address that is not of the form local@domain.tld', async () => {
    renderForm();
    await userEvent.type(field(), 'elk at estes.com');
    await userEvent.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.invalidEmail);
    expect(field()).toHaveValue('elk at estes.com');
  });

  it('disables the field and the button with a spinner while submitting, then redirects to /thankyou', async () => {
    let finish: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    renderForm({ placement: 'article' });
    await userEvent.type(field(), '  hiker@example.com ');
    await userEvent.click(button());
    expect(field()).toBeDisabled();
    expect(button()).toBeDisabled();
    expect(screen.getByTestId('newsletter-spinner')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/planning/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'hiker@example.com', placement: 'article' }),
      }),
    );
    await act(async () => {
      finish({
        status: 200,
        json: () => Promise.resolve({ success: true, message: newsletterMessages.success, redirect: '/thankyou' }),
      } as Response);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thankyou'));
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.success);
  });

  it.each(['home', 'blog', 'newsletter-page', 'events-bar'] as const)(
    'redirects on success from %s',
    async (placement) => {
      fetchMock.mockReturnValue(answer({ success: true, message: newsletterMessages.success }));
      renderForm({ placement });
      await userEvent.type(field(), 'hiker@example.com');
      await userEvent.click(button());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/thankyou'));
    },
  );

  it('never follows a redirect to another site', async () => {
    fetchMock.mockReturnValue(
      answer({ success: true, message: newsletterMessages.success, redirect: '//evil.example/x' }),
    );
    renderForm({ placement: 'blog' });
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thankyou'));
  });

  it('on /accommodations shows the welcome text in place and clears the field', async () => {
    fetchMock.mockReturnValue(answer({ success: true, message: 'anything the API said', redirect: '/thankyou' }));
    renderForm({ placement: 'accommodations' });
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    expect(await screen.findByText('Welcome to The Estes Insider! Check your email for confirmation.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.success);
    expect(field()).toHaveValue('');
    expect(field()).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on /accommodations in demo mode says the sign-up is saved, not that an e-mail was sent', async () => {
    fetchMock.mockReturnValue(answer({ success: true, message: newsletterMessages.stored }));
    renderForm({ placement: 'accommodations' });
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.stored);
    expect(screen.getByRole('status')).not.toHaveTextContent('Check your email');
  });

  it('shows the message of an unsuccessful result in the error area and re-enables the form', async () => {
    fetchMock.mockReturnValue(answer({ success: false, message: newsletterMessages.unavailable }, 503));
    renderForm();
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.unavailable);
    expect(field()).toBeEnabled();
    expect(field()).toHaveValue('hiker@example.com');
    expect(button()).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the catalogue message when the call itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error subscribing you to our newsletter. Please try again.',
    );
    expect(button()).toBeEnabled();
  });

  it('treats an answer that is not a result as a failure', async () => {
    fetchMock.mockReturnValue(answer('<html>Bad gateway</html>', 502));
    renderForm();
    await userEvent.type(field(), 'hiker@example.com');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.exception);
  });

  it('shows the error a post without JavaScript brought back, with what was typed', () => {
    renderForm({ placement: 'blog' }, '/blog?newsletter=invalid&placement=blog&email=elk%40estes');
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterMessages.invalidEmail);
    expect(field()).toHaveValue('elk@estes');
  });

  it('shows the welcome text a post without JavaScript brought back to accommodations', () => {
    renderForm({ placement: 'accommodations' }, '/accommodations?newsletter=welcome&placement=accommodations');
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.success);
    expect(field()).toHaveValue('');
  });

  it('says a demo-mode sign-up is saved when a post without JavaScript comes back with that code', () => {
    renderForm({ placement: 'accommodations' }, '/accommodations?newsletter=saved&placement=accommodations');
    expect(screen.getByRole('status')).toHaveTextContent(newsletterMessages.stored);
  });

  it('ignores another placement’s or an unknown error code in the query', () => {
    renderForm({ placement: 'home' }, '/?newsletter=invalid&placement=blog');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    renderForm({ placement: 'blog', label: 'Your email' }, '/?newsletter=made-up&placement=blog');
    expect(screen.getAllByRole('alert')[1]).toBeEmptyDOMElement();
  });

  it('can hide its label visually and still be labelled', () => {
    renderForm({ hideLabel: true, label: 'Email for The Estes Insider', layout: 'inline', tone: 'dark' });
    expect(screen.getByLabelText('Email for The Estes Insider')).toBeInTheDocument();
  });
});
