import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/lib',
    '<rootDir>/components',
    '<rootDir>/scripts',
    '<rootDir>/dev',
    '<rootDir>/deploy',
    '<rootDir>/eval',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // three.js's CommonJS entry loads its ES module through require(esm), which jest cannot: the
    // ES module itself, transformed below (the widget tests check their maths against three.js).
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
  },
};

// ESM-only packages that the tested lib/ modules import must be transformed too.
const ESM_PACKAGES = [
  'github-slugger',
  // The MDX plugins' Markdown parser (lib/mdx/cli-reference.ts) and its parts.
  'mdast-util-[a-z-]+',
  'micromark[a-z-]*',
  'decode-named-character-reference',
  'character-[a-z0-9-]+',
  'unist-util-[a-z-]+',
  'mdast-util-to-string',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'devlop',
  // The rehype plugins' helpers.
  'hastscript',
  'hast-util-[a-z-]+',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  // The MDX parser itself (the tests parse pages as the docs pipeline does).
  'unified',
  'remark-[a-z-]+',
  'bail',
  'trough',
  'is-[a-z-]+',
  'parse-entities',
  'stringify-entities',
  'vfile[a-z-]*',
  'estree-util-[a-z-]+',
  // The whole pipeline, Markdown to HTML (lib/mdx/docs-html.ts: the tests render pages as the build
  // does): remark-rehype, the rehype plugins, the HTML writer and shiki.
  'trim-lines',
  'rehype-[a-z-]+',
  'html-void-elements',
  'shiki',
  '@shikijs/[a-z-]+',
  // three.js, the widget tests' oracle for what the scenes draw.
  'three',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
}
