CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp (3) with time zone,
	"refresh_token_expires_at" timestamp (3) with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_threshold_idr" bigint DEFAULT 5000000 NOT NULL,
	"company_name" text,
	"website" text,
	"use_case" text,
	"expected_volume" text,
	"application_submitted_at" timestamp (3) with time zone,
	"status_changed_at" timestamp (3) with time zone,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organization_status_check" CHECK ("organization"."status" in ('pending','approved','rejected','suspended')),
	CONSTRAINT "organization_threshold_check" CHECK ("organization"."approval_threshold_idr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"active_organization_id" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"platform_role" text,
	"locale" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_key" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"per_order_limit_idr" bigint NOT NULL,
	"monthly_limit_idr" bigint NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "api_key_prefix_unique" UNIQUE("prefix"),
	CONSTRAINT "api_key_limits_check" CHECK ("api_key"."per_order_limit_idr" > 0 and "api_key"."monthly_limit_idr" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_intake_field" (
	"service_code" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_intake_field_service_code_key_pk" PRIMARY KEY("service_code","key")
);
--> statement-breakpoint
CREATE TABLE "service" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_idr" bigint NOT NULL,
	"sla_hours" integer NOT NULL,
	"pricing" text DEFAULT 'fixed' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"agent_visible" boolean DEFAULT true NOT NULL,
	"agent_orderable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pricing_check" CHECK ("service"."pricing" in ('fixed','bid')),
	CONSTRAINT "service_price_check" CHECK ("service"."price_idr" > 0),
	CONSTRAINT "service_sla_check" CHECK ("service"."sla_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "practitioner_service" (
	"practitioner_id" text NOT NULL,
	"service_code" text NOT NULL,
	CONSTRAINT "practitioner_service_practitioner_id_service_code_pk" PRIMARY KEY("practitioner_id","service_code")
);
--> statement-breakpoint
CREATE TABLE "practitioner" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"display_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_offered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"organization_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_key_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
CREATE TABLE "offer" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"practitioner_id" text NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'aktif' NOT NULL,
	"offered_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"responded_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "order_exclusion" (
	"order_id" text NOT NULL,
	"practitioner_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "order_exclusion_order_id_practitioner_id_pk" PRIMARY KEY("order_id","practitioner_id")
);
--> statement-breakpoint
CREATE TABLE "order_message" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "order_message_sender_check" CHECK ("order_message"."sender" in ('praktisi','klien'))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"api_key_id" text,
	"service_code" text NOT NULL,
	"status" text NOT NULL,
	"price_idr" bigint NOT NULL,
	"max_budget" bigint,
	"intake" jsonb NOT NULL,
	"callback_url" text,
	"sla_due_at" timestamp (3) with time zone NOT NULL,
	"deliverable" text,
	"approval_required" boolean NOT NULL,
	"practitioner_id" text,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "order_status_check" CHECK ("order"."status" in ('menunggu_bayar','dibayar','ditawarkan','diambil','dikerjakan','butuh_input_klien','diserahkan','selesai','sengketa','dibatalkan','direfund')),
	CONSTRAINT "order_price_check" CHECK ("order"."price_idr" > 0),
	CONSTRAINT "order_max_budget_check" CHECK ("order"."max_budget" is null or "order"."max_budget" > 0)
);
--> statement-breakpoint
CREATE TABLE "bid" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"practitioner_id" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	"message" text NOT NULL,
	"estimated_days" integer NOT NULL,
	"status" text DEFAULT 'aktif' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "bid_status_check" CHECK ("bid"."status" in ('aktif','dipilih','ditolak')),
	CONSTRAINT "bid_amount_check" CHECK ("bid"."amount_idr" > 0),
	CONSTRAINT "bid_days_check" CHECK ("bid"."estimated_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "case" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"api_key_id" text,
	"status" text DEFAULT 'terbuka' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"area" text,
	"urgency" text,
	"budget_range" text,
	"story" text NOT NULL,
	"selected_bid_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "case_status_check" CHECK ("case"."status" in ('terbuka','dipilih','ditutup'))
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"case_id" text NOT NULL,
	"bid_id" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	"status" text DEFAULT 'belum_dibayar' NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "invoice_case_id_unique" UNIQUE("case_id"),
	CONSTRAINT "invoice_status_check" CHECK ("invoice"."status" in ('belum_dibayar','lunas')),
	CONSTRAINT "invoice_amount_check" CHECK ("invoice"."amount_idr" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_transfer" (
	"reference" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	"ledger_transaction_id" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "bank_transfer_amount_check" CHECK ("bank_transfer"."amount_idr" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"balance_idr" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('deposit','escrow','earnings','clearing','receivable')),
	CONSTRAINT "ledger_account_balance_check" CHECK ("ledger_account"."kind" = 'clearing' or "ledger_account"."balance_idr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	CONSTRAINT "ledger_entry_nonzero_check" CHECK ("ledger_entry"."amount_idr" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transaction" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"organization_id" text,
	"order_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"duration_ms" integer,
	"status_code" integer,
	"error" text,
	"succeeded" boolean NOT NULL,
	"latency_from_commit_ms" integer
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" text NOT NULL,
	"api_key_id" text,
	"event" text NOT NULL,
	"order_snapshot" jsonb NOT NULL,
	"target_url" text,
	"status" text NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"delivered_at" timestamp (3) with time zone,
	CONSTRAINT "webhook_event_seq_unique" UNIQUE("seq"),
	CONSTRAINT "webhook_event_status_check" CHECK ("webhook_event"."status" in ('pending','delivered','dropped','no_target'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_window" (
	"api_key_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_process" (
	"pool_id" text PRIMARY KEY NOT NULL,
	"application_name" text NOT NULL,
	"pid" integer NOT NULL,
	"hostname" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_intake_field" ADD CONSTRAINT "service_intake_field_service_code_service_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."service"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_service" ADD CONSTRAINT "practitioner_service_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_service" ADD CONSTRAINT "practitioner_service_service_code_service_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."service"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner" ADD CONSTRAINT "practitioner_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exclusion" ADD CONSTRAINT "order_exclusion_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exclusion" ADD CONSTRAINT "order_exclusion_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message" ADD CONSTRAINT "order_message_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_service_code_service_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."service"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_practitioner_id_practitioner_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case" ADD CONSTRAINT "case_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case" ADD CONSTRAINT "case_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_case_id_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer" ADD CONSTRAINT "bank_transfer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer" ADD CONSTRAINT "bank_transfer_ledger_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer" ADD CONSTRAINT "bank_transfer_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transaction" ADD CONSTRAINT "ledger_transaction_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_event_id_webhook_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limit_window" ADD CONSTRAINT "rate_limit_window_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_idx" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_key_org_idx" ON "api_key" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "service_category_idx" ON "service" USING btree ("category");--> statement-breakpoint
CREATE INDEX "idempotency_key_expires_idx" ON "idempotency_key" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_one_active_per_order" ON "offer" USING btree ("order_id") WHERE "offer"."status" = 'aktif';--> statement-breakpoint
CREATE INDEX "offer_practitioner_idx" ON "offer" USING btree ("practitioner_id","status");--> statement-breakpoint
CREATE INDEX "order_message_order_idx" ON "order_message" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_org_idx" ON "order" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "order_key_month_idx" ON "order" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_idx" ON "order" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_case_practitioner_idx" ON "bid" USING btree ("case_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "case_org_idx" ON "case" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "case_status_idx" ON "case" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_owner_idx" ON "ledger_account" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transaction_idx" ON "ledger_entry" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transaction_org_idx" ON "ledger_transaction" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transaction_order_idx" ON "ledger_transaction" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "webhook_attempt_event_idx" ON "webhook_attempt" USING btree ("event_id","attempt_number");--> statement-breakpoint
CREATE INDEX "webhook_event_order_idx" ON "webhook_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_pending_idx" ON "webhook_event" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");