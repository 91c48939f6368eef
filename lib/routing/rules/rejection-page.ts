/**
 * The answer for requests that cannot reach any market page (unknown host, malformed or overlong
 * path). A small self-contained page in every shop language: there is no market to pick one from.
 */
import { LANGUAGES } from '@/lib/config/markets'
import { ERROR_MESSAGES } from '@/messages/errors'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

export function rejectionPage(status: 400 | 414 | 421, reason: string): Response {
  const key = String(status) as '400' | '414' | '421'
  const texts = LANGUAGES.map((language) => ({ language, ...ERROR_MESSAGES[language].rejection }))
  const paragraphs = texts.map((t) => `<p lang="${t.language}">${escapeHtml(t[key])}</p>`).join('')
  const home = texts.map((t) => `<span lang="${t.language}">${escapeHtml(t.home)}</span>`).join(' · ')
  const html = `<!doctype html><html lang="${LANGUAGES[0]}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1d1f}h1{font-size:1.5rem}</style></head><body><main><h1>${status}</h1>${paragraphs}<p><a href="/">${home}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'x-shop-reject': reason,
      'cache-control': 'no-store',
    },
  })
}
