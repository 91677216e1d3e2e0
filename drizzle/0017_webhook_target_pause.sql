CREATE TABLE "webhook_target_pause" (
	"organization_id" text NOT NULL,
	"target_url" text NOT NULL,
	"paused_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "webhook_target_pause_organization_id_target_url_pk" PRIMARY KEY("organization_id","target_url")
);
--> statement-breakpoint
ALTER TABLE "webhook_target_pause" ADD CONSTRAINT "webhook_target_pause_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;