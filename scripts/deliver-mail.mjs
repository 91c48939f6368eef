// Delivers the account mails still pending in the outbox (lib/mail/server/send.ts deliverPendingMail) of
// the configured database, e.g. from cron with PostgreSQL: `node scripts/deliver-mail.mjs`. The embedded
// PGlite database is opened by one process at a time: run it with the server stopped.
import { importTs, root } from './ts-import.mjs'

process.chdir(root)
const { getDb, closeDb } = await importTs('lib/db/index.ts')
const { deliverPendingMail } = await importTs('lib/mail/server/send.ts')
try {
  const { sent, failed } = await deliverPendingMail(await getDb(), { minAgeMs: 0 })
  console.log(`mail: ${sent} delivered, ${failed} still pending`)
  if (failed > 0) process.exitCode = 1
} finally {
  await closeDb()
}
