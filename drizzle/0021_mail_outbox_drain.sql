ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_queued_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_retry_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'failed' and "mail_outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- A message that failed under the per-message job was still to be retried by it: the drain tries it again.
UPDATE "mail_outbox" SET "next_attempt_at" = "created_at" WHERE "status" = 'failed';