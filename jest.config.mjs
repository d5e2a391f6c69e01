import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/scripts', '<rootDir>/dev', '<rootDir>/deploy'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// ESM-only packages that the tested lib/ modules import must be transformed too.
const ESM_PACKAGES = ['github-slugger'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
}
