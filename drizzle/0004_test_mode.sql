ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_balance_check";--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioner" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_event" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind_check" CHECK ("ledger_account"."kind" in ('deposit','escrow','earnings','clearing','receivable','test_deposit','test_escrow','test_earnings','test_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_balance_check" CHECK ("ledger_account"."kind" in ('clearing','test_clearing') or "ledger_account"."balance_idr" >= 0);--> statement-breakpoint
-- The built-in simulated practitioner of test mode: no user (so live offering, which needs a claimed record, never
-- picks it) and flagged, so offering, staff lists and practitioner pages leave it out.
INSERT INTO "practitioner" ("id", "display_name", "active", "simulated") VALUES ('prac_simulasi', 'Praktisi Simulasi (mode uji)', true, true) ON CONFLICT DO NOTHING;
