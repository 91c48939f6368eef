/** Where account contact messages go (issue 10 item 7): SERVICE_MAIL_TO, else the brand's local address. */
import { describe, expect, it } from 'vitest'
import { defaultServiceAddress, serviceMailAddress } from '@/lib/account/server/service-mail'

describe('customer service address', () => {
  it('defaults to a local address of the brand, so a fresh checkout delivers into the local mailbox', () => {
    expect(defaultServiceAddress('Hauswelt')).toBe('service@hauswelt.example')
    expect(serviceMailAddress({}, 'Kindermarkt')).toBe('service@kindermarkt.example')
    expect(serviceMailAddress({ SERVICE_MAIL_TO: '' }, 'Babywelt')).toBe('service@babywelt.example')
  })

  it('takes SERVICE_MAIL_TO, and refuses one that is not an address', () => {
    expect(serviceMailAddress({ SERVICE_MAIL_TO: ' kundenservice@example.com ' })).toBe(
      'kundenservice@example.com',
    )
    expect(() => serviceMailAddress({ SERVICE_MAIL_TO: 'not an address' })).toThrow(/SERVICE_MAIL_TO/)
  })
})
