CREATE TABLE "organization_billing" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"address" text,
	"tax_number" text,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_sequence" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "paper_sequence_kind_year_livemode_pk" PRIMARY KEY("kind","year","livemode"),
	CONSTRAINT "paper_sequence_last_check" CHECK ("paper_sequence"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "paper" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"livemode" boolean NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"subject_id" text NOT NULL,
	"organization_id" text,
	"practitioner_id" text,
	"amount_idr" bigint,
	"verification_code" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "paper_kind_check" CHECK ("paper"."kind" in ('receipt','refund_note','invoice','invoice_receipt','deposit_statement','earnings_statement'))
);
--> statement-breakpoint
ALTER TABLE "organization_billing" ADD CONSTRAINT "organization_billing_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper" ADD CONSTRAINT "paper_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_subject_idx" ON "paper" USING btree ("kind","subject_id","livemode");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_number_idx" ON "paper" USING btree ("kind","year","livemode","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_verification_idx" ON "paper" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "paper_organization_idx" ON "paper" USING btree ("organization_id","issued_at");