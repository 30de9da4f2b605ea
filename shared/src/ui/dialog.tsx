/**
 * The one modal dialog of the site: a native <dialog> opened with showModal(), so the browser
 * makes the page behind it inert and draws the backdrop. Mounting it opens it; the visitor
 * closes it with its close button, Escape or a click on the backdrop, and the owner then
 * unmounts it (`onClose`). While it is open, focus starts on its close button, Tab and
 * Shift+Tab go round inside it, the page behind does not scroll, and focus returns to whatever
 * opened it when it goes. It is named by its heading (`labelledBy`).
 *
 * On the server it renders open but not modal, so a dialog whose open state is in the URL
 * (an event's detail) shows before, or without, any script; its close button is a
 * `method="dialog"` form, which closes it without script too. In the browser it is reopened
 * as a modal.
 *
 * Imported as `@estes/shared/ui/dialog`, never through `@estes/shared`, so pages without a
 * dialog do not load it.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme } from '@estes/shared';

/** `panel` a card of reading width, `wide` a card for a map or a table, `full` the whole screen on dark. */
export type DialogSize = 'panel' | 'wide' | 'full';

const DialogContext = createContext<{ requestClose: () => void; size: DialogSize }>({
  requestClose: () => undefined,
  size: 'panel',
});

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

// Layout effects do nothing on the server; in the browser the dialog turns modal before paint.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function Dialog({
  labelledBy,
  onClose,
  size = 'panel',
  className,
  children,
}: {
  /** The id of the dialog's heading (or other visible title), which names it. */
  labelledBy: string;
  /** The visitor asked to close it: the owner unmounts it. */
  onClose: () => void;
  size?: DialogSize;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const closed = useRef(false);
  const requestClose = () => {
    if (closed.current) return;
    closed.current = true;
    // Leave the top layer at once: while the dialog is modal the page behind is inert, and
    // the owner may want to move focus there before it unmounts the dialog.
    if (dialog.current) leaveModal(dialog.current);
    close.current();
  };
  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;

  useModalDialog(dialog, () => requestCloseRef.current());

  return (
    <DialogContext.Provider value={{ requestClose, size }}>
      <NativeDialog
        ref={dialog}
        open
        aria-labelledby={labelledBy}
        $size={size}
        className={className}
        onClick={(click) => {
          if (click.target === click.currentTarget) requestClose();
        }}
      >
        {children}
      </NativeDialog>
    </DialogContext.Provider>
  );
}

/** Closes the native dialog if the browser has it open (jsdom has no close()). */
function leaveModal(element: HTMLDialogElement): void {
  if (element.open && typeof element.close === 'function') element.close();
}

/** Opens the dialog as a modal and keeps focus, Escape and scrolling right while it is open. */
function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, requestClose: () => void): void {
  const request = useRef(requestClose);
  request.current = requestClose;
  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open but not modal (as the server sends it); reopen it as a modal.
    if (typeof element.showModal === 'function') {
      if (element.open) element.close();
      element.showModal();
    }
    (element.querySelector<HTMLElement>('[data-dialog-close]') ?? element).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        request.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...element.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // The browser's own Escape (and any other close request) comes as 'cancel'.
    const onCancel = (event: Event) => {
      event.preventDefault();
      request.current();
    };
    // A `method="dialog"` form closed it. Reopening above queues a 'close' event too: only a
    // dialog still closed when the event arrives was closed by the visitor.
    const onNativeClose = () => {
      if (!element.open) request.current();
    };
    document.addEventListener('keydown', onKey);
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      document.body.style.overflow = overflow;
      leaveModal(element);
      opener?.focus();
    };
  }, []);
}

/**
 * The dialog's close button (×), where focus starts. A `method="dialog"` form, so it closes
 * the server-rendered dialog before any script runs.
 */
export function DialogClose({ label }: { label: string }) {
  const { requestClose, size } = useContext(DialogContext);
  return (
    <CloseForm method="dialog">
      <CloseButton
        type="submit"
        aria-label={label}
        data-dialog-close
        $onDark={size === 'full'}
        onClick={(click) => {
          click.preventDefault();
          requestClose();
        }}
      >
        ×
      </CloseButton>
    </CloseForm>
  );
}

/** A dialog's top row: its title on the left, the close button on the right. */
export const DialogHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
`;

/** A white card on the dimmed page, `width` wide at the most. */
const card = (width: string) => css`
  width: min(${width}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 1.25rem 1.5rem 1.5rem;
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.raised};
  background: ${theme.color.white};
  color: ${theme.color.body};
`;

const sizes = {
  panel: card('40rem'),
  wide: card('64rem'),
  full: css`
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    inset: 0;
    padding: 0;
    flex-direction: column;
    background: rgb(2, 6, 23);
    color: ${theme.color.white};
    &[open] {
      display: flex;
    }
  `,
};

const NativeDialog = styled.dialog<{ $size: DialogSize }>`
  border: none;
  overflow: auto;
  ${({ $size }) => sizes[$size]}
  &::backdrop {
    background: rgba(15, 23, 42, 0.6);
  }
  h2 {
    margin: 0;
  }
`;

const CloseForm = styled.form`
  margin: 0;
  flex-shrink: 0;
`;

const CloseButton = styled.button<{ $onDark: boolean }>`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  background: ${({ $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.16)' : theme.color.surface)};
  color: ${({ $onDark }) => ($onDark ? theme.color.white : theme.color.ink)};
  &:hover {
    background: ${({ $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.3)' : theme.color.tealMist)};
  }
`;
