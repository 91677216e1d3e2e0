-- Ledger guards that drizzle's schema language cannot express.
-- 1. A posted entry moves its account's balance; balances are never written any other way, so each
--    balance equals the sum of its entries (the CHECK on ledger_account keeps them non-negative).
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_account SET balance_idr = balance_idr + NEW.amount_idr WHERE id = NEW.account_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_apply AFTER INSERT ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint
-- 2. Entries are immutable: corrections are new transactions.
CREATE FUNCTION ledger_entry_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_immutable BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_immutable();
--> statement-breakpoint
-- 3. Every transaction balances: checked at commit, once all its entries are in.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_idr), 0) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transaction_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
