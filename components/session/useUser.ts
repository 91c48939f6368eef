'use client'

/** The visitor as the server knows it (GET /api/user/, spec 02 §7): the user query and its hook. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@/lib/config/markets'
import { fetchUser } from '@/lib/user/client/api'
import { useShop } from '@/components/app-shell/ShopContext'

/** One definition of the user query, for hooks and for code that must wait for the visitor id. */
export function userQuery(language: Language) {
  return queryOptions({
    queryKey: ['user'],
    queryFn: ({ signal }) => fetchUser(language, signal),
    staleTime: 5 * 60_000,
  })
}

/** The visitor (guest by default, spec 02 §4) as the server knows it. */
export function useUser() {
  const { language } = useShop()
  return useQuery(userQuery(language))
}
