'use client';
// A modal dialog on the native <dialog>: showModal() traps focus and makes the page inert, Escape
// closes it, and focus returns to the element that opened it. Every close the user asks for
// (Escape, ×, the backdrop) tells the owner at once, and the owner's `open` closes the element:
// the element's own close event comes a task later, and an Open pressed in between must not be
// lost to it.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // An owner that unmounts the modal on close would otherwise remove a still-open dialog, and
  // focus would not return: close it first, while it is in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
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
      {open && (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {/* The owner closes the element through `open`; the element restores focus. */}
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
