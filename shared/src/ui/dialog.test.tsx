import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Dialog, DialogClose, DialogHead } from './dialog';

/** A page with a button that opens a dialog holding a link, and a button behind it. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog
          labelledBy="details-title"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <DialogHead>
            <h2 id="details-title">Elk Fest</h2>
            <DialogClose label="Close Elk Fest" />
          </DialogHead>
          <p>Bugling contest at Bond Park.</p>
          <a href="https://example.org/elk-fest">Event website</a>
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Elk Fest' }) };
}

describe('Dialog', () => {
  it('is named by its heading and puts focus on its close button', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('button', { name: 'Close Elk Fest' })).toHaveFocus();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close Elk Fest' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape, once, and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes when the browser asks it to (its own Escape: the cancel event)', async () => {
    const { dialog } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByText('Bugling contest at Bond Park.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside it', async () => {
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close Elk Fest' });
    const link = within(dialog).getByRole('link', { name: 'Event website' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(link).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
    screen.getByRole('button', { name: 'Behind' }).focus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
  });

  it('stops the page behind from scrolling while open, and gives scrolling back', async () => {
    document.body.style.overflow = 'auto';
    const { user, dialog } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close Elk Fest' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('renders open on the server, with a close button that works without script', () => {
    const html = renderToString(
      <Dialog labelledBy="t" onClose={() => undefined}>
        <h2 id="t">Elk Fest</h2>
        <DialogClose label="Close Elk Fest" />
      </Dialog>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const dialog = page.querySelector('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-labelledby', 't');
    const close = within(page).getByRole('button', { name: 'Close Elk Fest' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
  });

  it('reopens a server-rendered dialog as a modal when the browser can', () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    const saved = { showModal: prototype.showModal, close: prototype.close };
    Object.assign(prototype, { showModal, close });
    try {
      const onClose = jest.fn();
      render(
        <Dialog labelledBy="t" onClose={onClose}>
          <h2 id="t">Elk Fest</h2>
        </Dialog>,
      );
      expect(close).toHaveBeenCalledTimes(1);
      expect(showModal).toHaveBeenCalledTimes(1);
      const dialog = screen.getByRole('dialog', { name: 'Elk Fest' });
      // The close event that reopening queues is not the visitor closing it…
      fireEvent(dialog, new Event('close'));
      expect(onClose).not.toHaveBeenCalled();
      // …but a close that leaves it closed (a method="dialog" form) is.
      dialog.removeAttribute('open');
      fireEvent(dialog, new Event('close'));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(prototype, saved);
    }
  });

  it('leaves the top layer before its owner is told, so the owner can move focus to the page', () => {
    const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    const saved = { showModal: prototype.showModal, close: prototype.close };
    Object.assign(prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
    try {
      let openWhenTold: boolean | undefined;
      render(
        <Dialog
          labelledBy="t"
          onClose={() => {
            openWhenTold = screen.getByRole('dialog', { hidden: true }).hasAttribute('open');
          }}
        >
          <h2 id="t">Elk Fest</h2>
        </Dialog>,
      );
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(openWhenTold).toBe(false);
    } finally {
      Object.assign(prototype, saved);
    }
  });
});
