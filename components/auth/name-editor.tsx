'use client';
// The dashboard's Display Name, the first row of the Profile card's list (a <dt> and its <dd>):
// shown with Edit; while editing, Enter or Save saves the trimmed name, Escape or Cancel cancels,
// an empty name says 'Name cannot be empty'. The success message clears after 3 s, an error after
// 5 s (lib/auth/display-name.ts).
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useTimeout } from '@/components/ui/use-timeout';
import { useApiToken } from '@/components/auth/use-api-token';
import { ApiError, updateProfile } from '@/lib/api';
import { INITIAL_NAME_EDIT, NAME_UPDATE_FAILED, messageClearDelay, nameEditReducer } from '@/lib/auth/display-name';
import type { ApiUser } from '@/lib/api-types';
import field from '@/components/ui/input.module.css';
import styles from './dashboard.module.css';

export function NameEditor({ name, onSaved }: { name: string; onSaved: (user: ApiUser) => void }) {
  const [edit, dispatch] = useReducer(nameEditReducer, INITIAL_NAME_EDIT);
  const input = useRef<HTMLInputElement>(null);
  const token = useApiToken();

  // The success or error message clears after its delay.
  useTimeout(() => dispatch({ type: 'clear' }), messageClearDelay(edit), edit);

  useEffect(() => {
    if (edit.status === 'editing') input.current?.focus();
  }, [edit.status]);

  useEffect(() => {
    if (edit.status !== 'saving') return;
    let current = true;
    updateProfile(token(), { name: edit.draft }).then(
      (user) => {
        if (!current) return;
        onSaved(user);
        dispatch({ type: 'saved' });
      },
      (error: unknown) => {
        if (current)
          dispatch({ type: 'failed', message: error instanceof ApiError ? error.message : NAME_UPDATE_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [edit, onSaved, token]);

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'submit' });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'cancel' });
    }
  };

  const editing = edit.status === 'editing' || edit.status === 'saving';
  return (
    <div className={styles.row}>
      <dt id="display-name-label">Display Name</dt>
      <dd>
        {editing ? (
          <div className={styles.editRow}>
            <input
              ref={input}
              className={`${field.input} ${styles.input}`}
              aria-labelledby="display-name-label"
              aria-invalid={edit.status === 'editing' && Boolean(edit.error)}
              aria-describedby="display-name-error"
              value={edit.draft}
              disabled={edit.status === 'saving'}
              onChange={(event) => dispatch({ type: 'change', draft: event.target.value })}
              onKeyDown={onKey}
              maxLength={100}
            />
            <Button
              size="sm"
              variant="primary"
              onClick={() => dispatch({ type: 'submit' })}
              disabled={edit.status === 'saving'}
            >
              {edit.status === 'saving' ? 'Saving…' : 'Save'}
            </Button>
            <Button size="sm" onClick={() => dispatch({ type: 'cancel' })} disabled={edit.status === 'saving'}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className={styles.valueRow}>
            <span data-testid="display-name" data-empty={name ? undefined : ''}>
              {name || 'Not set'}
            </span>
            <Button size="sm" onClick={() => dispatch({ type: 'edit', current: name })}>
              Edit<span className="visually-hidden"> display name</span>
            </Button>
          </div>
        )}
        <p id="display-name-error" className={styles.error} role="alert">
          {edit.status === 'editing' ? edit.error : null}
        </p>
        <p className={styles.message} role="status" data-kind={edit.status === 'idle' ? edit.message?.kind : undefined}>
          {edit.status === 'idle' ? edit.message?.text : null}
        </p>
      </dd>
    </div>
  );
}
