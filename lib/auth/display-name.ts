// The dashboard's display-name edit: idle → editing → saving → success (message clears
// after 3 s) or error (clears after 5 s). Enter saves, Escape cancels.
export const NAME_SUCCESS_CLEAR_MS = 3_000;
export const NAME_ERROR_CLEAR_MS = 5_000;
export const EMPTY_NAME_MESSAGE = 'Name cannot be empty';
export const NAME_SAVED_MESSAGE = 'Display name updated';
export const NAME_UPDATE_FAILED = 'Failed to update name';

export type NameEditState =
  | { status: 'idle'; message?: { kind: 'success' | 'error'; text: string } }
  | { status: 'editing'; draft: string; error?: string }
  | { status: 'saving'; draft: string };

export type NameEditEvent =
  | { type: 'edit'; current: string }
  | { type: 'change'; draft: string }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'failed'; message?: string }
  | { type: 'clear' };

export const INITIAL_NAME_EDIT: NameEditState = { status: 'idle' };

/** The trimmed name, or the validation message. */
export function validateName(draft: string): { name: string } | { error: string } {
  const name = draft.trim();
  return name ? { name } : { error: EMPTY_NAME_MESSAGE };
}

export function nameEditReducer(state: NameEditState, event: NameEditEvent): NameEditState {
  switch (event.type) {
    case 'edit':
      return state.status === 'idle' ? { status: 'editing', draft: event.current } : state;
    case 'change':
      return state.status === 'editing' ? { status: 'editing', draft: event.draft } : state;
    case 'cancel':
      return state.status === 'editing' ? INITIAL_NAME_EDIT : state;
    case 'submit': {
      if (state.status !== 'editing') return state;
      const result = validateName(state.draft);
      return 'error' in result
        ? { status: 'editing', draft: state.draft, error: result.error }
        : { status: 'saving', draft: result.name };
    }
    case 'saved':
      return state.status === 'saving'
        ? { status: 'idle', message: { kind: 'success', text: NAME_SAVED_MESSAGE } }
        : state;
    case 'failed':
      return state.status === 'saving'
        ? { status: 'idle', message: { kind: 'error', text: event.message || NAME_UPDATE_FAILED } }
        : state;
    case 'clear':
      if (state.status === 'editing' && state.error) return { status: 'editing', draft: state.draft };
      return state.status === 'idle' && state.message ? INITIAL_NAME_EDIT : state;
  }
}

/** How long the state's message stays, or null when there is none to clear. */
export function messageClearDelay(state: NameEditState): number | null {
  if (state.status === 'editing' && state.error) return NAME_ERROR_CLEAR_MS; // 'Name cannot be empty'
  if (state.status !== 'idle' || !state.message) return null;
  return state.message.kind === 'success' ? NAME_SUCCESS_CLEAR_MS : NAME_ERROR_CLEAR_MS;
}
