'use client';
// "Your values": the reader's deployment name, domain, AWS profile and region for every mg command
// of the docs (lib/reader-values.ts). A value that breaks its rule says why beside its field and is
// kept there to correct; nothing is stored until all are right. "Put the examples back" clears them.
// Loaded when the panel first opens (components/docs/docs-script.tsx).
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import {
  READER_VALUES_EVENT,
  SLOT_FIELDS,
  cleanValues,
  readValues,
  saveValues,
  valueProblem,
  type ReaderValues,
  type Slot,
} from '@/lib/reader-values';
import styles from './reader-values.module.css';

export const VALUES_TITLE = 'Your values';
export const STORAGE_REFUSED =
  'This browser does not let the site keep them: they show on this page until you leave it.';

type Draft = Record<Slot, string>;

const draftOf = (values: ReaderValues): Draft =>
  Object.fromEntries(SLOT_FIELDS.map(({ slot }) => [slot, values[slot] ?? ''])) as Draft;

/** Tells the page's script to apply `values` (here; other tabs hear the storage change). */
const announce = (values: ReaderValues) =>
  window.dispatchEvent(new CustomEvent(READER_VALUES_EVENT, { detail: values }));

export default function ReaderValuesDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(readValues()));
  const [problems, setProblems] = useState<Partial<Record<Slot, string>>>({});
  const [refused, setRefused] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      SLOT_FIELDS.flatMap(({ slot }) => {
        const problem = valueProblem(slot, draft[slot].trim());
        return problem ? [[slot, problem]] : [];
      }),
    );
    setProblems(found);
    const first = SLOT_FIELDS.find(({ slot }) => found[slot]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first.slot}"]`)?.focus();
      return;
    }
    const values = cleanValues(draft);
    const kept = saveValues(values);
    announce(values);
    if (kept) onClose();
    else setRefused(true);
  };

  const reset = () => {
    saveValues({});
    announce({});
    setDraft(draftOf({}));
    setProblems({});
    onClose();
  };

  return (
    <Modal open onClose={onClose} title={VALUES_TITLE}>
      <p className={styles.lead}>
        Your own values in every <code>mg</code> command of the docs, to read and to copy. They stay in this browser and
        are sent nowhere. A field left empty keeps the example.
      </p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {SLOT_FIELDS.map(({ slot, label, example, rule }) => {
          const problem = problems[slot];
          return (
            <div key={slot} className={styles.field}>
              <label htmlFor={`${id}-${slot}`}>{label}</label>
              <input
                id={`${id}-${slot}`}
                name={slot}
                value={draft[slot]}
                placeholder={example}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-${slot}-${problem ? 'problem' : 'rule'}`}
                onChange={(event) => setDraft({ ...draft, [slot]: event.target.value })}
              />
              {/* The rule under the field; once broken, the same rule as the error, in its place. */}
              {problem ? (
                <p id={`${id}-${slot}-problem`} className={styles.problem}>
                  {problem}
                </p>
              ) : (
                <p id={`${id}-${slot}-rule`} className={styles.rule}>
                  {rule}
                </p>
              )}
            </div>
          );
        })}
        {refused && (
          <p role="status" className={styles.refused}>
            {STORAGE_REFUSED}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Use these values
          </Button>
          <Button onClick={reset}>Put the examples back</Button>
        </div>
      </form>
    </Modal>
  );
}
