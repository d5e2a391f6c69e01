// A bordered surface: the one card look (dashboard panels, health cards, the toolkit list, the
// deployment facts). `as` picks the element, so a card can be a list item or a section.
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './card.module.css';

type CardProps<T extends ElementType> = {
  as?: T;
  /** With a soft shadow, for cards that stand on the page background on their own. */
  raised?: boolean;
  /** Inner spacing: compact cells, or the default. */
  padding?: 'sm' | 'md';
} & ComponentPropsWithoutRef<T>;

export function cardClass({
  raised = false,
  padding = 'md',
  className,
}: { raised?: boolean; padding?: 'sm' | 'md'; className?: string } = {}) {
  return [styles.card, styles[padding], raised && styles.raised, className].filter(Boolean).join(' ');
}

export function Card<T extends ElementType = 'div'>({ as, raised, padding, className, ...props }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cardClass({ raised, padding, className })} {...props} />;
}
