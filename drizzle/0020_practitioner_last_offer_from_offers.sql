CREATE INDEX "offer_practitioner_offered_idx" ON "offer" USING btree ("practitioner_id","offered_at");--> statement-breakpoint
ALTER TABLE "practitioner" DROP COLUMN "last_offered_at";