// The barest static page, served by the same server as the shop: `npm run bench` compares every shop
// page with it in the same run, because absolute numbers on a shared 2-core machine mean little.
// Plain literals are fine here: it is a bench fixture, not shop UI.
export const dynamic = 'force-static'

export default function BenchBaselinePage() {
  return (
    <main>
      <h1>Bench baseline</h1>
      <p>A static page without client code of its own, measured next to the shop pages.</p>
    </main>
  )
}
