CREATE TABLE "api_key_month_spend" (
	"api_key_id" text NOT NULL,
	"month" text NOT NULL,
	"spent_idr" bigint NOT NULL,
	CONSTRAINT "api_key_month_spend_api_key_id_month_pk" PRIMARY KEY("api_key_id","month"),
	CONSTRAINT "api_key_month_spend_check" CHECK ("api_key_month_spend"."spent_idr" >= 0)
);
--> statement-breakpoint
ALTER TABLE "api_key_month_spend" ADD CONSTRAINT "api_key_month_spend_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The monthly limit's running total (docs/decisions.md, "Round 5, issue 28 (fifth session)"). The month is Asia/Jakarta's,
-- UTC+7 all year, labelled as jakartaMonth() in src/shared/format/jakarta-time.ts labels it.
CREATE FUNCTION jakarta_month(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char((at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM')
$$;
--> statement-breakpoint
-- An order counts from its creation, unless it ended cancelled or refunded (NOT_COUNTED_MONTHLY in
-- src/server/domain/orders/status-groups.ts). Each change takes the old row's share out and puts the new row's in.
CREATE FUNCTION api_key_month_spend_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.api_key_id IS NOT NULL AND OLD.status NOT IN ('dibatalkan', 'direfund') THEN
    UPDATE api_key_month_spend SET spent_idr = spent_idr - OLD.price_idr
      WHERE api_key_id = OLD.api_key_id AND month = jakarta_month(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.api_key_id IS NOT NULL AND NEW.status NOT IN ('dibatalkan', 'direfund') THEN
    INSERT INTO api_key_month_spend (api_key_id, month, spent_idr)
      VALUES (NEW.api_key_id, jakarta_month(NEW.created_at), NEW.price_idr)
      ON CONFLICT (api_key_id, month) DO UPDATE SET spent_idr = api_key_month_spend.spent_idr + excluded.spent_idr;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER api_key_month_spend_count AFTER INSERT OR DELETE ON "order"
  FOR EACH ROW EXECUTE FUNCTION api_key_month_spend_apply();
--> statement-breakpoint
-- Most status changes move nothing here: the function runs only when an order's share can change.
CREATE TRIGGER api_key_month_spend_recount AFTER UPDATE OF api_key_id, price_idr, created_at, status ON "order"
  FOR EACH ROW WHEN (
    OLD.api_key_id IS DISTINCT FROM NEW.api_key_id OR OLD.price_idr <> NEW.price_idr
    OR OLD.created_at <> NEW.created_at
    OR (OLD.status IN ('dibatalkan', 'direfund')) <> (NEW.status IN ('dibatalkan', 'direfund'))
  )
  EXECUTE FUNCTION api_key_month_spend_apply();
--> statement-breakpoint
-- The orders made before this migration; the trigger above already holds the table's inserts back until it commits.
INSERT INTO api_key_month_spend (api_key_id, month, spent_idr)
  SELECT api_key_id, jakarta_month(created_at), sum(price_idr)
  FROM "order"
  WHERE api_key_id IS NOT NULL AND status NOT IN ('dibatalkan', 'direfund')
  GROUP BY 1, 2;
