// The bare page of a shop page's size (issue 15 item 5): finds the padding of
// /bench-baseline/sized/{kb}/ whose HTML is as many bytes as the page named by `sizeOf`.
import { get } from './http.mjs'

export const SIZED_PATH = '/bench-baseline/sized/'
/** The route's bound (lib/bench/rules/padding.ts MAX_PADDING_KB). */
const MAX_KB = 300
const PROBE_KB = 20

/**
 * Padding kB for a target HTML size from two probes: HTML grows linearly with the padding (the text is in
 * the HTML and again in the inline RSC data), so two sizes give the slope and the fixed part.
 * @param {number} targetBytes
 * @param {{ kb: number, bytes: number }} a
 * @param {{ kb: number, bytes: number }} b
 */
export function paddingFor(targetBytes, a, b) {
  const perKb = (b.bytes - a.bytes) / (b.kb - a.kb)
  if (!(perKb > 0))
    throw new Error(`the sized page did not grow with its padding (${a.bytes} → ${b.bytes} bytes)`)
  const kb = Math.round(a.kb + (targetBytes - a.bytes) / perKb)
  return Math.min(MAX_KB, Math.max(1, kb))
}

/**
 * The path of the bare page as heavy as `target` (its HTML bytes as served now). Each probe is a size the
 * route renders once and then serves from its cache, like the shop's cached pages.
 * @param {{ port: number, host: string, targetPath: string }} options
 */
export async function sizedBaselinePath({ port, host, targetPath }) {
  const bytesOf = async (/** @type {string} */ path) => {
    const res = await get({ port, host, path })
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    return res.body.length
  }
  const targetBytes = await bytesOf(targetPath)
  const a = { kb: 1, bytes: await bytesOf(`${SIZED_PATH}1/`) }
  const b = { kb: PROBE_KB, bytes: await bytesOf(`${SIZED_PATH}${PROBE_KB}/`) }
  const kb = paddingFor(targetBytes, a, b)
  return { path: `${SIZED_PATH}${kb}/`, kb, targetBytes }
}
