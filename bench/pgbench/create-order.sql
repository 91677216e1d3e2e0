-- POST /v1/orders: the statements the server sends, in order (16). Written by bench/print-statements.ts --write.
-- Fixture variables (-D from the bench): org_id, key_id, key_prefix, deposit_account_id, order_id.
--var v_1 "42957de734f79874646a55fe119a23e2249a6018955987e54067d10cfed55ada"
--var v_2 "t"
--var v_3 "2026-11-28T12:08:49.867Z"
--var v_4 "2026-11-28T12:07:49.867Z"
--var v_5 "2026-11-28T12:08:49.872Z"
--var v_6 "nib-oss"
--var v_7 "2026-10-31T17:00:00.000Z"
--var v_8 "2026-11-30T17:00:00.000Z"
--var v_9 "dibatalkan"
--var v_10 "direfund"
--var v_11 "deposit"
--var v_12 "dibayar"
--var v_13 "750000"
--var v_14 "{\"nama_usaha\":\"PT Bench\",\"kbli\":\"62019\",\"nik_pemilik\":\"3171000000000001\"}"
--var v_15 "2026-11-30T12:08:49.878Z"
--var v_16 "f"
--var v_17 "2026-11-28T12:08:49.878Z"
--var v_18 "order_receipt"
--var v_19 "order_payment"
--var v_20 "Pembayaran order ord_13CzJdFKDUSuGIA8Gc7mDWuu ke escrow"
--var v_21 "{\"order_id\":\"ord_13CzJdFKDUSuGIA8Gc7mDWuu\"}"
--var v_22 "2026-11-28T12:08:49.879Z"
--var v_23 "escrow"
--var v_24 "api_key"
--var v_25 "order.dibayar"
--var v_26 "{\"id\":\"ord_13CzJdFKDUSuGIA8Gc7mDWuu\",\"status\":\"dibayar\",\"service\":\"nib-oss\",\"price_idr\":750000,\"sla_due_at\":\"2026-11-30T12:08:49.878Z\",\"deliverable\":null,\"updated_at\":\"2026-11-28T12:08:49.878Z\"}"
--var v_27 "2026-11-28T12:08:49.880Z"
--var v_28 "7d0bd1773dd496932558ddcd735bdd2c8294af6f0974021c1cd22dc6844eeb82"
--var v_29 "2026-11-29T12:08:49.878Z"
--var v_30 "offer_order"
--var v_31 "{\"orderId\":\"ord_13CzJdFKDUSuGIA8Gc7mDWuu\"}"
--var v_32 "unsafe_dedupe"
--var v_33 "aos_jobs:jobs"
--var v_34 "-750000"
\set new_1 random(1, 1000000000000000)
\set new_2 random(1, 1000000000000000)
\set new_3 random(1, 1000000000000000)
\set new_4 random(1, 1000000000000000)
\set new_5 random(1, 1000000000000000)
\set new_6 random(1, 1000000000000000)
with matched as ( select k.id, k.prefix, k.name, k.organization_id, o.status as organization_status, o.approval_threshold_idr, k.scopes, k.per_order_limit_idr, k.monthly_limit_idr, k.webhook_url, k.livemode from api_key k join organization o on o.id = k.organization_id where k.prefix = :key_prefix and k.secret_hash = :v_1 and k.livemode = :v_2 and k.revoked_at is null ), touched as ( update api_key set last_used_at = :v_3 where id = (select id from matched) and (last_used_at is null or last_used_at < :v_4) ), counted as ( insert into rate_limit_window (api_key_id, window_start, count) select id, :v_3, 1 from matched on conflict (api_key_id) do update set window_start = case when rate_limit_window.window_start <= :v_4 then excluded.window_start else rate_limit_window.window_start end, count = case when rate_limit_window.window_start <= :v_4 then 1 else rate_limit_window.count + 1 end returning window_start, count ) select matched.*, counted.window_start, counted.count from matched left join counted on true;
select "organization_id", "key", "request_hash", "order_id", "created_at", "expires_at" from "idempotency_key" where ("idempotency_key"."organization_id" = :org_id and "idempotency_key"."key" = :new_1 and "idempotency_key"."expires_at" > :v_5);
begin;
select "code", "name", "description", "category", "price_idr", "sla_hours", "pricing", "active", "agent_visible", "agent_orderable", "created_at", "updated_at", coalesce(( select json_agg(json_build_object('key', f.key, 'required', f.required, 'type', f.type) order by f.position) from service_intake_field f where f.service_code = service.code), '[]'::json) from "service" where "service"."code" = :v_6;
select "id", "webhook_url" from "api_key" where "api_key"."id" = :key_id for no key update;
select sum("price_idr") from "order" where ("order"."api_key_id" = :key_id and "order"."created_at" >= :v_7 and "order"."created_at" < :v_8 and "order"."status" not in (:v_9, :v_10));
select "id", "balance_idr" from "ledger_account" where ("ledger_account"."kind" = :v_11 and "ledger_account"."owner_id" = :org_id) for update;
insert into "order" ("id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at") values (:new_2, :org_id, :key_id, :v_6, :v_12, :v_13, null, :v_14, null, :v_15, default, :v_16, default, :v_17, :v_2, :v_17, :v_17) returning "id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at", exists (select 1 from member m join notification_setting ns on ns.user_id = m.user_id and ns.kind = :v_18 and ns.email where m.organization_id = :org_id and m.role = 'owner');
insert into "ledger_transaction" ("id", "kind", "description", "description_code", "description_params", "organization_id", "order_id", "created_at") values (:new_3, :v_19, :v_20, :v_19, :v_21, :org_id, :new_2, :v_22);
with created as ( insert into ledger_account (id, kind, owner_id) values (:new_4, :v_23, :new_2) on conflict (kind, owner_id) do nothing returning id ) select id from created union all select id from ledger_account where kind = :v_23 and owner_id = :new_2 limit 1;
insert into "order_status_history" ("id", "order_id", "from_status", "to_status", "actor_type", "actor_id", "note", "note_code", "note_params", "created_at") values (default, :new_2, null, :v_12, :v_24, :key_id, null, null, null, :v_17);
insert into "webhook_event" ("id", "seq", "order_id", "api_key_id", "event", "livemode", "order_snapshot", "target_url", "status", "attempt_count", "next_attempt_at", "created_at", "delivered_at") values (:new_5, default, :new_2, :key_id, :v_25, :v_2, :v_26, coalesce(null::text, (select webhook_url from api_key where id = :key_id)), case when coalesce(null::text, (select webhook_url from api_key where id = :key_id)) is null then 'no_target' else 'pending' end, default, default, :v_27, default) returning "target_url", exists ( select 1 from webhook_event earlier where earlier.order_id = webhook_event.order_id and earlier.target_url = webhook_event.target_url and earlier.status = 'pending' and earlier.attempt_count = 0 and earlier.id <> webhook_event.id for share);
insert into "idempotency_key" ("organization_id", "key", "request_hash", "order_id", "created_at", "expires_at") values (:org_id, :new_1, :v_28, :new_2, :v_17, :v_29) on conflict ("organization_id","key") do update set "request_hash" = excluded.request_hash, "order_id" = excluded.order_id, "created_at" = excluded.created_at, "expires_at" = excluded.expires_at where "idempotency_key"."expires_at" <= :v_17 returning "order_id";
select graphile_worker.add_job( :v_30::text, payload := :v_31::json, run_at := null::timestamptz, max_attempts := null::int, job_key := :new_6::text, job_key_mode := :v_32::text ), pg_notify(:v_33, '{"count":1,"r":' || random() || '}');
insert into "ledger_entry" ("id", "transaction_id", "account_id", "amount_idr") values (default, :new_3, :deposit_account_id, :v_34), (default, :new_3, :new_4, :v_13);
commit;
