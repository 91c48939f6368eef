import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...next,
  ...nextTs,
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
    ],
  },
]
export default config
