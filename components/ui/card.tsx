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
  /** A showcase panel: larger corners and a glow of the accent. */
  glow?: boolean;
} & ComponentPropsWithoutRef<T>;

export function cardClass({
  raised = false,
  padding = 'md',
  glow = false,
  className,
}: { raised?: boolean; padding?: 'sm' | 'md'; glow?: boolean; className?: string } = {}) {
  return [styles.card, styles[padding], raised && styles.raised, glow && styles.glow, className]
    .filter(Boolean)
    .join(' ');
}

export function Card<T extends ElementType = 'div'>({ as, raised, padding, glow, className, ...props }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cardClass({ raised, padding, glow, className })} {...props} />;
}
