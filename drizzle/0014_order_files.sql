CREATE TABLE "order_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"intake_key" text,
	"message_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "order_file_kind_check" CHECK ("order_file"."kind" in ('intake','message','deliverable'))
);
--> statement-breakpoint
ALTER TABLE "service_intake_field" ADD COLUMN "type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "store" text DEFAULT 'postgres' NOT NULL;--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "practitioner_id" text;--> statement-breakpoint
ALTER TABLE "order_file" ADD CONSTRAINT "order_file_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file" ADD CONSTRAINT "order_file_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_file" ADD CONSTRAINT "order_file_message_id_order_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_file_order_idx" ON "order_file" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_file_file_idx" ON "order_file" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_intake_field" ADD CONSTRAINT "service_intake_field_type_check" CHECK ("service_intake_field"."type" in ('text','file'));