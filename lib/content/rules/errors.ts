/**
 * What a failed content request rejects with (spec 01 §8): the status text, status and the response,
 * as an Error so it logs with a stack and can be told apart from other failures.
 */
import { STATUS_CODES } from 'node:http'
import type { ISbResponse } from 'storyblok-js-client'

export class ContentServiceError extends Error {
  readonly statusText?: string

  constructor(
    message: string,
    /** HTTP status, absent when no answer came (timeout, network, aborted client). */
    readonly status?: number,
    statusText?: string,
    readonly response?: ISbResponse,
  ) {
    super(message)
    this.name = 'ContentServiceError'
    // HTTP/2 answers carry no reason phrase: name the status the standard way then.
    this.statusText = statusText || (status === undefined ? undefined : STATUS_CODES[status])
  }

  get isNotFound(): boolean {
    return this.status === 404
  }
}

const isResponse = (value: unknown): value is ISbResponse =>
  !!value && typeof value === 'object' && 'status' in value && 'data' in value && 'headers' in value

/**
 * storyblok-js-client rejects with a plain `{ message, status, response }` (status outside 200–206),
 * `{ message }` (timeout, network) or, for a GET answered with another 2xx than 200, the bare response.
 */
export function toContentServiceError(reason: unknown): ContentServiceError {
  if (reason instanceof ContentServiceError) return reason
  if (reason instanceof Error) return new ContentServiceError(reason.message)
  if (isResponse(reason)) {
    return new ContentServiceError(
      reason.statusText || `HTTP ${reason.status}`,
      reason.status,
      reason.statusText,
      reason,
    )
  }
  if (reason && typeof reason === 'object') {
    const { message, status, response } = reason as {
      message?: unknown
      status?: unknown
      response?: unknown
    }
    const answer = isResponse(response) ? response : undefined
    const text =
      typeof message === 'string' && message
        ? message
        : answer?.statusText || 'content service request failed'
    return new ContentServiceError(
      text,
      typeof status === 'number' ? status : answer?.status,
      answer?.statusText,
      answer,
    )
  }
  return new ContentServiceError(String(reason))
}
