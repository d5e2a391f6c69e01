'use client';
// A way for the page to ask the header for its login dialog ("Try again" on the sign-in error
// banner): the header owns the dialog (components/layout/sanctified-actions.tsx) and answers here
// once it runs. The header's content hydrates on first use (components/ui/dormant.tsx), so a
// request made before that wakes it and waits: the header opens the dialog as it starts.
import { useEffect } from 'react';
import { wakeDormant } from '@/components/ui/dormant';

let opener: (() => void) | null = null;
let pending = false;

/** Opens the login dialog: at once when the header runs, else as soon as it does. */
export function requestLogin(): void {
  if (opener) opener();
  else {
    pending = true;
    wakeDormant();
  }
}

/** The header's side: `open` answers every request, one made before it ran included. */
export function useLoginRequests(open: () => void): void {
  useEffect(() => {
    opener = open;
    if (pending) {
      pending = false;
      open();
    }
    return () => {
      if (opener === open) opener = null;
    };
  }, [open]);
}
