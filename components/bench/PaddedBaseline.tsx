/**
 * The bare bench page's body padded to `kb` kB of text (issue 15 items 1 and 5): what the sized bare
 * routes render, cached or per request. Plain literals: a bench fixture, not shop UI.
 */
import { paddingParagraphs } from '@/lib/bench/rules/padding'

export function PaddedBaseline({ kb }: { kb: number }) {
  return (
    <main>
      <h1>Bench baseline, {kb} kB of text</h1>
      {paddingParagraphs(kb).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  )
}
