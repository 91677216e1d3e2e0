ALTER TABLE "order_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_transaction" ADD COLUMN "description_code" text;--> statement-breakpoint
ALTER TABLE "ledger_transaction" ADD COLUMN "description_params" jsonb;