// The bench baseline's own root layout: it must not pull in the shop's layout, fonts or providers, so
// its numbers show what Next itself costs on this machine.
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Bench baseline',
  description: 'The barest static page of this app, measured next to the shop pages.',
  robots: { index: false, follow: false },
}

export default function BenchBaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
