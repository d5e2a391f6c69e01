// Components that MDX content renders through (required by @next/mdx in the App Router).
import type { MDXComponents } from 'mdx/types';

const components: MDXComponents = {};

export function useMDXComponents(): MDXComponents {
  return components;
}
