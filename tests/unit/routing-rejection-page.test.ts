import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/config'
import { rejectionPage } from '@/lib/routing/rules/rejection-page'
import { ERROR_MESSAGES } from '@/messages/errors'

describe('the rejection page (unknown host 421, malformed 400, overlong 414) speaks every shop language', () => {
  it.each([400, 414, 421] as const)(
    '%i: status, no-store, and the text of each configured language',
    async (status) => {
      const response = rejectionPage(status, 'why')
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-shop-reject')).toBe('why')
      const html = await response.text()
      expect(LANGUAGES).toContain('nl')
      for (const language of LANGUAGES) {
        const texts = ERROR_MESSAGES[language].rejection
        expect(html).toContain(`<p lang="${language}">${texts[String(status) as '400' | '414' | '421']}</p>`)
        expect(html).toContain(`<span lang="${language}">${texts.home}</span>`)
      }
      expect(html).toContain('<a href="/">')
    },
  )
})
