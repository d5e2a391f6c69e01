// The site's one button look, for <button>s and for links styled as buttons. A rounded "pill" in
// four variants (primary: the one main action; secondary: the default; ghost: no fill; chip: a
// small square-cornered control inside content, e.g. Copy) and four sizes. No client code: server
// and client components both compose it.
import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'chip';
/** sm: inline controls; md: the header's height (2.5rem); lg: calls to action; icon: a 2.5rem square. */
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
