'use client';
// A modal dialog on the native <dialog>: showModal() traps focus and makes the page inert, Escape
// closes it, and focus returns to the element that opened it. Every close the user asks for
// (Escape, ×, the backdrop) tells the owner at once, and the owner's `open` closes the element:
// the element's own close event comes a task later, and an Open pressed in between must not be
// lost to it. With a `title`, every dialog has one frame: the head (title and ×) and under it a
// body that scrolls when the dialog is taller than the screen, with the same spacing everywhere.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './modal.module.css';

/**
 * Closes the dialog; focus goes back to what opened it. With nothing to go back to (a keyboard
 * shortcut opened it), WebKit can leave focus on a field of the closed dialog, where the next
 * keys would go nowhere: the focus then leaves it.
 */
function closeDialog(dialog: HTMLDialogElement) {
  dialog.close();
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.blur();
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** More classes for the <dialog> (its size and place); they win over the default card's. */
  className?: string;
  /** Keep the children (and their state) while closed, e.g. the search's query. */
  keepMounted?: boolean;
} & (
  | { /** A visible heading with a × button, which names the dialog. */ title: string; label?: never }
  | { /** The dialog's accessible name when the children bring their own header. */ label: string; title?: never }
);

export function Modal({ open, onClose, title, label, children, wide = false, className, keepMounted }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before the browser paints: an opened dialog shows with its focus in place in the same frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) closeDialog(dialog);
  }, [open]);

  // An owner that unmounts the modal on close would otherwise remove a still-open dialog, and
  // focus would not return: close it first, while it is in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeDialog(dialog);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide && styles.wide, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault(); // Escape: closed through `open`, like the other ways
        onClose();
      }}
      // A close not asked for here (e.g. the browser forcing one); a late event for a dialog that
      // has been opened again since is ignored.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {(open || keepMounted) && !title && children}
      {open && title && (
        <div className={styles.frame}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {/* The owner closes the element through `open`; the element restores focus. */}
            <Button variant="ghost" size="icon" className={styles.close} onClick={onClose} aria-label="Close">
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          {/* The part that scrolls when the dialog is taller than the screen: the head stays. */}
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
