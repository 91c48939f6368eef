'use client'

/** Whether the error page shows the error's details: only in the QA deployment environment (spec 02 §2). */
import { useEffect, useState } from 'react'

/** Where the running server says which deployment environment it is (app/api/deployment). */
export const DEPLOYMENT_ENDPOINT = '/api/deployment/'

/** Spec 02 §2: status code, status message and stack only in the QA deployment environment. */
export function showsErrorDetails(deploymentEnv: unknown): boolean {
  return deploymentEnv === 'qa'
}

/**
 * Whether the error page may show its details. Asked of the running server when an error page
 * appears: pages are prerendered at build time, so a value baked into them would be the build's
 * DEPLOYMENT_ENV, not the one the server runs with. Hidden until the answer says QA.
 */
export function useShowsErrorDetails(): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    fetch(DEPLOYMENT_ENDPOINT, { cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ deploymentEnv?: unknown }>) : null))
      .then((body) => setVisible(showsErrorDetails(body?.deploymentEnv)))
      // No answer (the server is what broke): the details stay hidden.
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return visible
}
