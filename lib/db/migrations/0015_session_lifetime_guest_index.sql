-- Issue 13 item 10: the absolute end of every session. Sessions alive before this get 90 days from their
-- start (lib/session/rules/lifetime.ts); the next touch caps their sliding expiry at it.
ALTER TABLE "visitor_sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "visitor_sessions" SET "absolute_expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "visitor_sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;--> statement-breakpoint
-- Issue 13 item 4: the purge of dead guests' lists asks whether a live session holds their owner.
CREATE INDEX "visitor_sessions_guest_id_idx" ON "visitor_sessions" USING btree ("guest_id");
