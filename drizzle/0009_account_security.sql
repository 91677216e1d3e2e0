CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "livemode" boolean;--> statement-breakpoint
UPDATE "invoice" SET "livemode" = "case"."livemode" FROM "case" WHERE "case"."id" = "invoice"."case_id";--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "livemode" SET NOT NULL;--> statement-breakpoint
-- A password set before its address was confirmed was chosen by whoever signed up first (pre-hijack):
-- unconfirmed accounts keep no usable password; the person who confirms the address chooses one.
UPDATE "account" SET "password" = NULL WHERE "provider_id" = 'credential' AND "user_id" IN (SELECT "id" FROM "user" WHERE NOT "email_verified");--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_user_idx" ON "two_factor" USING btree ("user_id");