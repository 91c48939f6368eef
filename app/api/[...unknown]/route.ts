/**
 * Any /api/ path no route handler claims: a JSON 404 for every method (issue 13 item 5). Without it Next
 * rendered its HTML not-found page, and a POST with a malformed multipart body to such a path (e.g.
 * `/api/user/addresses/../default/`) answered 500 while Next read the body as a form action.
 */
import { errorResponse } from '@/lib/http/rules/errors'

const notFound = async () => errorResponse(404, 'not found')

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
export const OPTIONS = notFound
