'use client';
// The user's picture from the identity provider, or, without one (none given, refused by the pages'
// policy, failed to load), the first letter of their name on a disc. Decorative: the name and
// e-mail beside it say who it is.
import { useState } from 'react';
import styles from './dashboard.module.css';

/** `size`: the disc's width in rem, where it is not the dashboard's (the header's account button). */
export function Avatar({ picture, name, size }: { picture?: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  // Inline: a rule of its own would reach every page's stylesheet.
  const sized = size ? { width: `${size}rem`, height: `${size}rem`, fontSize: `${size / 2.2}rem` } : undefined;
  if (picture && failed !== picture) {
    return (
      // A picture from the provider's own host, shown as it is: a static export has no image optimiser.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        className={styles.avatar}
        style={sized}
        src={picture}
        alt=""
        width={64}
        height={64}
        referrerPolicy="no-referrer"
        onError={() => setFailed(picture)}
        data-testid="avatar"
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={sized} aria-hidden="true" data-testid="avatar">
      {initial}
    </span>
  );
}
