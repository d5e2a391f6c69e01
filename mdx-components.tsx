// Components that MDX content renders through (required by @next/mdx in the App Router).
import Link from 'next/link';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { CodeBlock } from '@/components/docs/code-block';
import { StackedVariants } from '@/components/docs/stacked-variants';
import { CodeTabs } from '@/components/islands';

/**
 * Internal links go through next/link (client navigation), their pages fetched on intent
 * (components/docs/intent-prefetch.ts), not as they scroll into view; others stay plain anchors.
 */
function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link href={href} prefetch={false} {...props} />;
  return <a href={href} {...props} />;
}

const components: MDXComponents = {
  pre: CodeBlock,
  CodeTabs: ({ group, labels, children }: { group: string; labels: string[]; children: ReactNode }) => (
    <CodeTabs group={group} labels={labels} stacked={<StackedVariants labels={labels}>{children}</StackedVariants>}>
      {children}
    </CodeTabs>
  ),
  a: MdxLink,
  table: (props) => (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  ),
};

export function useMDXComponents(): MDXComponents {
  return components;
}
