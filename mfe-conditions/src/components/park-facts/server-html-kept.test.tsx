import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerHtmlKept } from './server-html-kept';

/** A part that renders differently in the browser: it shows whether React rendered it there. */
function Part() {
  return <p>{typeof window === 'undefined' ? 'from the server' : 'rendered here'}</p>;
}

function PageWithState() {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <ServerHtmlKept name="facts">
        <h2>Emergency numbers</h2>
        <a href="tel:911">911</a>
      </ServerHtmlKept>
    </main>
  );
}

describe('a part kept as the server rendered it', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is rendered in full to a string (the server’s HTML)', () => {
    const html = renderToString(<PageWithState />);
    expect(html).toContain('<div data-server-html="facts"><h2>Emergency numbers</h2><a href="tel:911">911</a></div>');
  });

  it('keeps the server’s HTML through hydration and later renders of the page, without rendering it again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerHtmlKept name="part">
        <p>from the server</p>
      </ServerHtmlKept>,
    );
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    await act(async () => {
      hydrateRoot(
        container,
        <ServerHtmlKept name="part">
          <Part />
        </ServerHtmlKept>,
      );
    });
    // Had React rendered the part, it would read "rendered here".
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toBe('from the server');
  });

  it('stays in place when the rest of the page changes after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageWithState />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <PageWithState />);
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Clicked 0' }).click();
    });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('heading', { name: 'Emergency numbers' })).toBeInTheDocument();
  });

  it('renders its children in place of the server’s HTML once what they show has changed', async () => {
    function Alerts({ saved }: { saved: boolean }) {
      return <p>{saved ? 'the alerts saved at 6:40 AM' : 'the alerts of the server'}</p>;
    }
    function Page() {
      const [offline, setOffline] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOffline(true)}>
            Go offline
          </button>
          <ServerHtmlKept name="alerts" unchanged={!offline}>
            <Alerts saved={offline} />
          </ServerHtmlKept>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Go offline' }).click();
    });
    const part = container.querySelector('[data-server-html="alerts"]');
    expect(part?.innerHTML).toBe('<p>the alerts saved at 6:40 AM</p>');
    expect(container.querySelectorAll('[data-server-html="alerts"]')).toHaveLength(1);
  });

  it('renders its children in a browser render (a client-side navigation)', () => {
    render(
      <ServerHtmlKept name="part">
        <Part />
      </ServerHtmlKept>,
    );
    expect(screen.getByText('rendered here')).toBeInTheDocument();
  });
});
