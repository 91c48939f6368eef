import 'client-only'
/**
 * The address book's calls from the browser (app/api/user/addresses/, issue 10 item 2). Every change
 * answers the whole list, since a default may have moved. A refusal comes back as a problem the screen
 * can name, with the fields a 400 named (their message keys of messages/{lang}/account.json).
 */
import type { AddressFields, AddressFormValues, AddressView } from '../rules/address-fields'

export type AddressProblem = 'invalid' | 'limit' | 'not-found' | 'logged-out' | 'failed'

export type AddressCallResult =
  | { ok: true; addresses: AddressView[]; address?: AddressView }
  | { ok: false; problem: AddressProblem; fields: Partial<Record<keyof AddressFormValues, string>> }

const BASE = '/api/user/addresses/'

const PROBLEM_OF_STATUS: Readonly<Record<number, AddressProblem>> = {
  400: 'invalid',
  401: 'logged-out',
  404: 'not-found',
  409: 'limit',
}

async function send(url: string, method: string, body?: unknown): Promise<AddressCallResult> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, problem: 'failed', fields: {} }
  }
  const answer = (await response.json().catch(() => null)) as {
    addresses?: AddressView[]
    address?: AddressView
    fields?: { field?: unknown; message?: unknown }[]
  } | null
  if (response.ok && Array.isArray(answer?.addresses))
    return { ok: true, addresses: answer.addresses, ...(answer.address && { address: answer.address }) }
  return {
    ok: false,
    problem: PROBLEM_OF_STATUS[response.status] ?? 'failed',
    fields: fieldsOf(answer?.fields),
  }
}

/** `body.postcode` → postcode: the form's own field names. */
function fieldsOf(problems: { field?: unknown; message?: unknown }[] | undefined) {
  const fields: Record<string, string> = {}
  for (const { field, message } of problems ?? []) {
    if (typeof field !== 'string' || typeof message !== 'string') continue
    const name = field.replace(/^body\./, '')
    fields[name] ??= message
  }
  return fields
}

export const loadAddresses = () => send(BASE, 'GET')

/** Creates (id null) or replaces an address. */
export const saveAddress = (id: number | null, fields: AddressFields) =>
  id === null ? send(BASE, 'POST', fields) : send(`${BASE}${id}/`, 'PATCH', fields)

export const deleteAddress = (id: number) => send(`${BASE}${id}/`, 'DELETE')

export const makeDefaultAddress = (id: number) => send(`${BASE}${id}/default/`, 'POST')
