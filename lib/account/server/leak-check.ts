import 'server-only'

/**
 * Placeholder so the change-password handler compiles: the leak piece of issue 10 owns this file and
 * replaces it with the real check (spec 02 §5) under the same signature. Until then nothing is refused.
 */
export async function passwordLeakProblem(password: string): Promise<'leaked' | undefined> {
  void password
  return undefined
}
