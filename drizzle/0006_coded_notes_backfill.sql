-- Codes for rows written before notes and ledger lines had them (0005). History rows whose note is one of
-- the fixed texts get its code; free-text notes (a person's reason) keep only their text, which the dashboard
-- shows as written.
UPDATE "order_status_history" SET "note_code" = CASE "note"
  WHEN 'disetujui admin organisasi' THEN 'disetujui_admin'
  WHEN 'ditolak admin organisasi' THEN 'ditolak_admin'
  WHEN 'penawaran ke praktisi dimulai' THEN 'penawaran_dimulai'
  WHEN 'dilepas praktisi' THEN 'dilepas_praktisi'
  WHEN 'balasan klien' THEN 'balasan_klien'
  WHEN 'revisi diminta' THEN 'revisi_diminta'
  WHEN 'sengketa dibuka' THEN 'sengketa_dibuka'
  WHEN 'sengketa diputus untuk praktisi' THEN 'sengketa_untuk_praktisi'
  WHEN 'sengketa diputus untuk klien' THEN 'sengketa_untuk_klien'
  WHEN 'dibatalkan operator' THEN 'dibatalkan_operator'
  WHEN 'escrow dikembalikan ke deposit' THEN 'escrow_dikembalikan'
  WHEN 'SLA terlewati tanpa praktisi' THEN 'sla_terlewati'
END
WHERE "note_code" IS NULL AND "note" IS NOT NULL;
--> statement-breakpoint
UPDATE "ledger_transaction" SET "description_code" = regexp_replace("kind", '^test_', ''),
  "description_params" = jsonb_build_object('order_id', "order_id")
WHERE "description_code" IS NULL AND "kind" IN ('order_payment', 'order_release', 'order_refund',
  'test_order_payment', 'test_order_release', 'test_order_refund') AND "order_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "ledger_transaction" t SET "description_code" = 'deposit_topup',
  "description_params" = jsonb_build_object('reference', b."reference")
FROM "bank_transfer" b
WHERE b."ledger_transaction_id" = t."id" AND t."description_code" IS NULL AND t."kind" = 'deposit_topup';
--> statement-breakpoint
UPDATE "ledger_transaction" SET "description_code" = 'test_deposit_topup', "description_params" = '{}'::jsonb
WHERE "description_code" IS NULL AND "kind" = 'test_deposit_topup';
--> statement-breakpoint
UPDATE "ledger_transaction" SET "description_code" = 'invoice_payment',
  "description_params" = jsonb_build_object(
    'invoice_id', substring("description" from '^Pembayaran invoice (\S+) '),
    'case_id', substring("description" from '\(kasus (\S+)\)$'))
WHERE "description_code" IS NULL AND "kind" = 'invoice_payment'
  AND "description" ~ '^Pembayaran invoice \S+ \(kasus \S+\)$';
