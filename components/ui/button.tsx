// The site's one button look, for <button>s and for links styled as buttons, in one hierarchy:
// primary (filled: the one main action of a view), secondary (outlined: the default), ghost (no
// frame until hovered: quieter actions), danger (ends something: Log out) and chip (a small control
// inside content, e.g. Copy); four sizes. No client code: server and client components both compose it.
import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'chip';
/** sm: inline controls (2rem); md: the header's controls (2.25rem); lg: calls to action (3rem); icon: a 2.25rem square. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonClass({ variant = 'secondary', size = 'md', className }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button; the site's router follows it (components/layout/link-router.tsx). */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<'a'> & ButtonStyle) {
  return <a className={buttonClass({ variant, size, className })} {...props} />;
}
