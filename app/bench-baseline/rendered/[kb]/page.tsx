// The sized bare bench page rendered on every request (issue 15 item 1): `npm run bench` asks it at a
// filtered listing's or search's HTML size, so their first-render CPU stands beside what Next and
// React themselves need to render that many bytes the first time. Rendering on every request, it would
// let anyone spend the server's CPU: it answers only on the bench's own server (BENCH_RENDERED_BASELINE=1,
// set by bench/lib/server.mjs), and is not found everywhere else.
import { notFound } from 'next/navigation'
import { parsePaddingKb } from '@/lib/bench/rules/padding'
import { PaddedBaseline } from '@/components/bench/PaddedBaseline'

export const dynamic = 'force-dynamic'

export default async function BenchRenderedBaselinePage({ params }: { params: Promise<{ kb: string }> }) {
  const kb = parsePaddingKb((await params).kb)
  if (kb === null || process.env.BENCH_RENDERED_BASELINE !== '1') notFound()
  return <PaddedBaseline kb={kb} />
}
