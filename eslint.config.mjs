import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { boundariesPlugin } from './eslint/no-server-in-client.mjs'

const config = [
  ...next,
  ...nextTs,
  // Where code may run (README, Architecture); dependency-cruiser checks the rest of the boundaries.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/no-server-in-client': 'error' },
  },
  // Playwright fixtures call a function named `use`; it is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'bench/.lighthouse/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'tests/fixtures/boundaries/**',
    ],
  },
]
export default config
