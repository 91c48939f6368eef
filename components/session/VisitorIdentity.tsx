'use client'

/**
 * Gives every visitor its guest identity (spec 02 §3): the server issues it with the session, the
 * browser keeps it under `userId`. Renders nothing; the pages stay shared and cacheable.
 */
import { useEffect } from 'react'
import { syncStoredUserId } from '@/lib/user/client/stored-id'
import { useUser } from './useUser'

export function VisitorIdentity() {
  const { data: user } = useUser()
  useEffect(() => {
    if (!user) return
    try {
      syncStoredUserId(window.localStorage, user.id)
    } catch {
      // Storage can be unavailable (private mode, quota); the server session still identifies the visitor.
    }
  }, [user])
  return null
}
