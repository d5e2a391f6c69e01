// A terminal window holding a real mg session (lib/docs-source.ts takes it from the docs): each
// command after its prompt, each output line as printed. Static: nothing in it runs in the browser.
import type { CSSProperties } from 'react';
import type { SessionLine } from '@/lib/docs-source';
import styles from './terminal.module.css';

export function Terminal({ lines, title }: { lines: readonly SessionLine[]; title: string }) {
  // The widest output line, in characters: the output's type shrinks until it fits the window.
  const columns = Math.max(0, ...lines.filter((line) => line.kind === 'output').map((line) => line.text.length));
  return (
    <figure className={styles.terminal}>
      <figcaption className={styles.bar}>
        <span className={styles.lights} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {title}
      </figcaption>
      {/* Focusable: its output may scroll sideways, and a keyboard must reach what is hidden. */}
      <pre
        className={`${styles.screen} scroll-cue`}
        tabIndex={0}
        style={{ '--output-columns': columns } as CSSProperties}
      >
        <code>
          {lines.map((line, index) =>
            line.kind === 'command' ? (
              <span key={index} className={styles.command}>
                <span className={styles.prompt} aria-hidden="true">
                  ${' '}
                </span>
                {/* A command wraps at its spaces only: a flag (`--branch`) never breaks at its hyphens. */}
                {line.text.split(/(\s+)/).map((part, i) =>
                  i % 2 ? (
                    part
                  ) : (
                    <span key={i} className={styles.word}>
                      {part}
                    </span>
                  ),
                )}
                {'\n'}
              </span>
            ) : (
              <span key={index} className={styles.output}>
                {line.text}
                {'\n'}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
