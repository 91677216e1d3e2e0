-- POST /v1/orders: the statements the server sends, in order (26). Written by bench/print-statements.ts --write.
-- Fixture variables (-D from the bench): org_id, key_id, key_prefix, deposit_account_id, order_id.
--var v_1 "2026-11-23T01:32:25.250Z"
--var v_2 "2026-11-23T01:31:25.250Z"
--var v_3 "2026-11-23T01:32:25.252Z"
--var v_4 "2026-11-23T01:32:25.253Z"
--var v_5 "nib-oss"
--var v_6 "2026-10-31T17:00:00.000Z"
--var v_7 "2026-11-30T17:00:00.000Z"
--var v_8 "dibatalkan"
--var v_9 "direfund"
--var v_10 "deposit"
--var v_11 "dibayar"
--var v_12 "750000"
--var v_13 "{\"nama_usaha\":\"PT Bench\",\"kbli\":\"62019\",\"nik_pemilik\":\"3171000000000001\"}"
--var v_14 "2026-11-25T01:32:25.257Z"
--var v_15 "f"
--var v_16 "2026-11-23T01:32:25.257Z"
--var v_17 "t"
--var v_18 "order_payment"
--var v_19 "Pembayaran order ord_3QGbdfei9NuHeakg8Z4UdIfv ke escrow"
--var v_20 "2026-11-23T01:32:25.260Z"
--var v_21 "escrow"
--var v_22 "-750000"
--var v_23 "api_key"
--var v_24 "order.dibayar"
--var v_25 "{\"id\":\"ord_3QGbdfei9NuHeakg8Z4UdIfv\",\"status\":\"dibayar\",\"service\":\"nib-oss\",\"price_idr\":750000,\"sla_due_at\":\"2026-11-25T01:32:25.257Z\",\"deliverable\":null,\"updated_at\":\"2026-11-23T01:32:25.257Z\"}"
--var v_26 "no_target"
--var v_27 "2026-11-23T01:32:25.264Z"
--var v_28 "offer_order"
--var v_29 "{\"orderId\":\"ord_3QGbdfei9NuHeakg8Z4UdIfv\"}"
--var v_30 "replace"
--var v_31 "7d0bd1773dd496932558ddcd735bdd2c8294af6f0974021c1cd22dc6844eeb82"
--var v_32 "2026-11-24T01:32:25.257Z"
\set new_1 random(1, 1000000000000000)
\set new_2 random(1, 1000000000000000)
\set new_3 random(1, 1000000000000000)
\set new_4 random(1, 1000000000000000)
\set new_5 random(1, 1000000000000000)
\set new_6 random(1, 1000000000000000)
\set new_7 random(1, 1000000000000000)
\set new_8 random(1, 1000000000000000)
select "api_key"."id", "api_key"."organization_id", "api_key"."name", "api_key"."prefix", "api_key"."secret_hash", "api_key"."scopes", "api_key"."per_order_limit_idr", "api_key"."monthly_limit_idr", "api_key"."webhook_url", "api_key"."webhook_secret", "api_key"."created_by", "api_key"."created_at", "api_key"."last_used_at", "api_key"."revoked_at", "api_key"."livemode", "organization"."status" from "api_key" inner join "organization" on "organization"."id" = "api_key"."organization_id" where "api_key"."prefix" = :key_prefix;
with touched as (update api_key set last_used_at = :v_1 where id = :key_id and (last_used_at is null or last_used_at < :v_2)) insert into rate_limit_window (api_key_id, window_start, count) values (:key_id, :v_1, 1) on conflict (api_key_id) do update set window_start = case when rate_limit_window.window_start <= :v_2 then excluded.window_start else rate_limit_window.window_start end, count = case when rate_limit_window.window_start <= :v_2 then 1 else rate_limit_window.count + 1 end returning window_start, count;
select "organization_id", "key", "request_hash", "order_id", "created_at", "expires_at" from "idempotency_key" where ("idempotency_key"."organization_id" = :org_id and "idempotency_key"."key" = :new_1 and "idempotency_key"."expires_at" > :v_3);
begin;
select pg_advisory_xact_lock(hashtextextended(:new_2, 0));
select "organization_id", "key", "request_hash", "order_id", "created_at", "expires_at" from "idempotency_key" where ("idempotency_key"."organization_id" = :org_id and "idempotency_key"."key" = :new_1 and "idempotency_key"."expires_at" > :v_4);
select "code", "name", "description", "category", "price_idr", "sla_hours", "pricing", "active", "agent_visible", "agent_orderable", "created_at", "updated_at" from "service" where "service"."code" = :v_5;
select "service_code", "key", "label", "required", "description", "position" from "service_intake_field" where "service_intake_field"."service_code" = :v_5;
select "id" from "api_key" where "api_key"."id" = :key_id for no key update;
select sum("price_idr") from "order" where ("order"."api_key_id" = :key_id and "order"."created_at" >= :v_6 and "order"."created_at" < :v_7 and "order"."status" not in (:v_8, :v_9));
select "approval_threshold_idr" from "organization" where "organization"."id" = :org_id;
select "balance_idr" from "ledger_account" where ("ledger_account"."kind" = :v_10 and "ledger_account"."owner_id" = :org_id) for update;
insert into "order" ("id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at") values (:new_3, :org_id, :key_id, :v_5, :v_11, :v_12, null, :v_13, null, :v_14, default, :v_15, default, :v_16, :v_17, :v_16, :v_16) returning "id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at";
insert into "ledger_transaction" ("id", "kind", "description", "organization_id", "order_id", "created_at") values (:new_4, :v_18, :v_19, :org_id, :new_3, :v_20);
insert into "ledger_account" ("id", "kind", "owner_id", "balance_idr", "created_at") values (:new_5, :v_10, :org_id, default, default) on conflict ("kind","owner_id") do nothing returning "id";
select "id" from "ledger_account" where ("ledger_account"."kind" = :v_10 and "ledger_account"."owner_id" = :org_id);
insert into "ledger_account" ("id", "kind", "owner_id", "balance_idr", "created_at") values (:new_6, :v_21, :new_3, default, default) on conflict ("kind","owner_id") do nothing returning "id";
insert into "ledger_entry" ("id", "transaction_id", "account_id", "amount_idr") values (default, :new_4, :deposit_account_id, :v_22), (default, :new_4, :new_6, :v_12);
insert into "order_status_history" ("id", "order_id", "from_status", "to_status", "actor_type", "actor_id", "note", "created_at") values (default, :new_3, null, :v_11, :v_23, :key_id, null, :v_16);
select "webhook_url" from "api_key" where "api_key"."id" = :key_id;
insert into "webhook_event" ("id", "seq", "order_id", "api_key_id", "event", "livemode", "order_snapshot", "target_url", "status", "attempt_count", "next_attempt_at", "created_at", "delivered_at") values (:new_7, default, :new_3, :key_id, :v_24, :v_17, :v_25, null, :v_26, default, default, :v_27, default);
select graphile_worker.add_job( :v_28::text, payload := :v_29::json, queue_name := null::text, run_at := null::timestamptz, max_attempts := null::int, job_key := :new_8::text, job_key_mode := :v_30::text );
delete from "idempotency_key" where ("idempotency_key"."organization_id" = :org_id and "idempotency_key"."key" = :new_1 and "idempotency_key"."expires_at" <= :v_16);
insert into "idempotency_key" ("organization_id", "key", "request_hash", "order_id", "created_at", "expires_at") values (:org_id, :new_1, :v_31, :new_3, :v_16, :v_32);
select "id", "order_id", "sender", "text", "created_at" from "order_message" where "order_message"."order_id" = :new_3 order by "order_message"."created_at" asc, "order_message"."id" asc;
commit;
