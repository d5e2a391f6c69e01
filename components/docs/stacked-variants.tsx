// A tab set's variants one after another, each under its label: what readers without JavaScript
// see, and everyone until the tab set's script runs (code-tabs.tsx).
import { Children, type ReactNode } from 'react';

export function StackedVariants({ labels, children }: { labels: string[]; children: ReactNode }) {
  return Children.toArray(children).map((variant, index) => (
    <div key={index} role="group" aria-label={labels[index]}>
      <p className="code-tabs-label" aria-hidden="true">
        {labels[index]}
      </p>
      {variant}
    </div>
  ));
}
