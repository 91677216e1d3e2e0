-- POST /v1/orders: the statements the server sends, in order (18). Written by bench/print-statements.ts --write.
-- Fixture variables (-D from the bench): org_id, key_id, key_prefix, key_hash, deposit_account_id, order_id.
--var v_1 "t"
--var v_2 "2026-11-30T05:53:57.701Z"
--var v_3 "2026-11-30T05:52:57.701Z"
--var v_4 "2026-11-30T05:53:57.700Z"
--var v_5 "nib-oss"
--var v_6 "2026-11"
--var v_7 "deposit"
--var v_8 "order_receipt"
--var v_9 "dibayar"
--var v_10 "750000"
--var v_11 "{\"nama_usaha\":\"PT Bench\",\"kbli\":\"62019\",\"nik_pemilik\":\"3171000000000001\"}"
--var v_12 "2026-12-02T05:53:57.703Z"
--var v_13 "f"
--var v_14 "2026-11-30T05:53:57.703Z"
--var v_15 "order_payment"
--var v_16 "Pembayaran order ord_WZh8IXnx5r9kd83HI6Z4fieq ke escrow"
--var v_17 "{\"order_id\":\"ord_WZh8IXnx5r9kd83HI6Z4fieq\"}"
--var v_18 "escrow"
--var v_19 "api_key"
--var v_20 "order.dibayar"
--var v_21 "{\"id\":\"ord_WZh8IXnx5r9kd83HI6Z4fieq\",\"status\":\"dibayar\",\"service\":\"nib-oss\",\"price_idr\":750000,\"sla_due_at\":\"2026-12-02T05:53:57.703Z\",\"deliverable\":null,\"updated_at\":\"2026-11-30T05:53:57.703Z\"}"
--var v_22 "system"
--var v_23 "penawaran ke praktisi dimulai"
--var v_24 "penawaran_dimulai"
--var v_25 "{\"id\":\"ord_WZh8IXnx5r9kd83HI6Z4fieq\",\"status\":\"ditawarkan\",\"service\":\"nib-oss\",\"price_idr\":750000,\"sla_due_at\":\"2026-12-02T05:53:57.703Z\",\"deliverable\":null,\"updated_at\":\"2026-11-30T05:53:57.703Z\"}"
--var v_26 "ord_WZh8IXnx5r9kd83HI6Z4fieq"
--var v_27 "1"
--var v_28 "2026-11-30T06:23:57.703Z"
--var v_29 "/praktisi#offer-ofr_AqQmJZDyBKny0BPPnJgaf6cx"
--var v_30 "ofr_AqQmJZDyBKny0BPPnJgaf6cx"
--var v_31 "7d0bd1773dd496932558ddcd735bdd2c8294af6f0974021c1cd22dc6844eeb82"
--var v_32 "2026-12-01T05:53:57.703Z"
--var v_33 "-750000"
--var v_34 "notification"
--var v_35 "praktisi-0-tonskx@bench.example"
--var v_36 "Penawaran baru: Pengurusan NIB melalui OSS RBA · Rp 750.000"
--var v_37 "Pengurusan NIB melalui OSS RBA · Bench 0 oGPT seharga Rp 750.000 ditawarkan kepada Anda (order ord_WZh8IXnx5r9kd83HI6Z4fieq). Ambil sebelum 30 Nov 2026, 13.23 WIB.\n\nhttp://localhost:3100/praktisi#offer-ofr_AqQmJZDyBKny0BPPnJgaf6cx\n\nAtur e-mail pemberitahuan di halaman Pemberitahuan akun Anda.\n\n— Agent Order Service"
--var v_38 "[\"http://localhost:3100/praktisi#offer-ofr_AqQmJZDyBKny0BPPnJgaf6cx\"]"
--var v_39 "queued"
--var v_40 "2026-11-30T05:53:57.706Z"
--var v_41 "[{\"identifier\":\"sla_expiry\",\"payload\":{\"orderId\":\"ord_WZh8IXnx5r9kd83HI6Z4fieq\"},\"run_at\":\"2026-12-02T05:53:57.703Z\",\"max_attempts\":null,\"job_key\":\"sla:ord_WZh8IXnx5r9kd83HI6Z4fieq\",\"channel\":\"aos_jobs:jobs\"},{\"identifier\":\"expire_offer\",\"payload\":{\"offerId\":\"ofr_AqQmJZDyBKny0BPPnJgaf6cx\",\"orderId\":\"ord_WZh8IXnx5r9kd83HI6Z4fieq\"},\"run_at\":\"2026-11-30T06:23:57.703Z\",\"max_attempts\":null,\"job_key\":\"offer:ord_WZh8IXnx5r9kd83HI6Z4fieq\",\"channel\":\"aos_jobs:jobs\"}]"
\set new_1 random(1, 1000000000000000)
\set new_2 random(1, 1000000000000000)
\set new_3 random(1, 1000000000000000)
\set new_4 random(1, 1000000000000000)
\set new_5 random(1, 1000000000000000)
\set new_6 random(1, 1000000000000000)
\set new_7 random(1, 1000000000000000)
\set new_8 random(1, 1000000000000000)
\set new_9 random(1, 1000000000000000)
\set new_10 random(1, 1000000000000000)
with matched as ( select k.id, k.prefix, k.name, k.organization_id, o.status as organization_status, o.approval_threshold_idr, k.scopes, k.per_order_limit_idr, k.monthly_limit_idr, k.webhook_url, k.livemode from api_key k join organization o on o.id = k.organization_id where k.prefix = :key_prefix and k.secret_hash = :key_hash and k.livemode = :v_1 and k.revoked_at is null ), touched as ( update api_key set last_used_at = :v_2 where id = (select id from matched) and (last_used_at is null or last_used_at < :v_3) ), counted as ( insert into rate_limit_window (api_key_id, window_start, count) select id, :v_2, 1 from matched on conflict (api_key_id) do update set window_start = case when rate_limit_window.window_start <= :v_3 then excluded.window_start else rate_limit_window.window_start end, count = case when rate_limit_window.window_start <= :v_3 then excluded.count else rate_limit_window.count + excluded.count end returning api_key_id, window_start, count ) select matched.*, counted.window_start, counted.count, (select json_build_object('requestHash', i.request_hash, 'orderId', i.order_id) from idempotency_key i where i.organization_id = matched.organization_id and i.key = case when matched.livemode then :new_1::text else 'test ' || :new_1::text end and i.expires_at > :v_4::timestamptz) as read from matched left join counted on true;
begin;
select "code", "name", "description", "category", "price_idr", "sla_hours", "pricing", "active", "agent_visible", "agent_orderable", "created_at", "updated_at", coalesce(( select json_agg(json_build_object('key', f.key, 'required', f.required, 'type', f.type) order by f.position) from service_intake_field f where f.service_code = service.code), '[]'::json) from "service" where "service"."code" = :v_5;
select "id" from "api_key" where "api_key"."id" = :key_id for no key update;
select "spent_idr" from "api_key_month_spend" where ("api_key_month_spend"."api_key_id" = :key_id and "api_key_month_spend"."month" = :v_6);
select "id", "balance_idr" from "ledger_account" where ("ledger_account"."kind" = :v_7 and "ledger_account"."owner_id" = :org_id) for update;
select exists (select 1 from member m join notification_setting ns on ns.user_id = m.user_id and ns.kind = :v_8 and ns.email where m.organization_id = :org_id and m.role = 'owner') from "organization" where "organization"."id" = :org_id;
insert into "order" ("id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at") values (:new_2, :org_id, :key_id, :v_5, :v_9, :v_10, null, :v_11, null, :v_12, default, :v_13, default, :v_14, :v_1, :v_14, :v_14) returning "id", "organization_id", "api_key_id", "service_code", "status", "price_idr", "max_budget", "intake", "callback_url", "sla_due_at", "deliverable", "approval_required", "practitioner_id", "paid_at", "livemode", "created_at", "updated_at";
insert into "ledger_transaction" ("id", "kind", "description", "description_code", "description_params", "organization_id", "order_id", "created_at") values (:new_3, :v_15, :v_16, :v_15, :v_17, :org_id, :new_2, :v_14);
with created as ( insert into ledger_account (id, kind, owner_id) values (:new_4, :v_18, :new_2) on conflict (kind, owner_id) do nothing returning id ) select id from created union all select id from ledger_account where kind = :v_18 and owner_id = :new_2 limit 1;
insert into "order_status_history" ("id", "order_id", "from_status", "to_status", "actor_type", "actor_id", "note", "note_code", "note_params", "created_at") values (default, :new_2, null, :v_9, :v_19, :key_id, null, null, null, :v_14);
insert into "webhook_event" ("id", "seq", "order_id", "api_key_id", "event", "livemode", "order_snapshot", "target_url", "status", "attempt_count", "next_attempt_at", "created_at", "delivered_at") values (:new_5, default, :new_2, :key_id, :v_20, :v_1, :v_21, coalesce(null::text, (select webhook_url from api_key where id = :key_id)), case when coalesce(null::text, (select webhook_url from api_key where id = :key_id)) is null then 'no_target' else 'pending' end, default, default, :v_14, default) returning "target_url", exists ( select 1 from webhook_event earlier where earlier.order_id = webhook_event.order_id and earlier.target_url = webhook_event.target_url and earlier.status = 'pending' and earlier.attempt_count = 0 and earlier.id <> webhook_event.id for share);
with moved as ( update "order" set status = 'ditawarkan', updated_at = :v_14::timestamptz where id = :new_2 and status = 'dibayar' returning id ), history as ( insert into order_status_history (order_id, from_status, to_status, actor_type, actor_id, note, note_code, note_params, created_at) select id, 'dibayar', 'ditawarkan', :v_22, null, :v_23, :v_24, null, :v_14::timestamptz from moved ), target as ( select coalesce(null::text, (select webhook_url from api_key where id = :key_id)) as url ), event as ( insert into webhook_event (id, order_id, api_key_id, event, livemode, order_snapshot, target_url, status, created_at) select :new_6, moved.id, :key_id, 'order.ditawarkan', :v_1, replace(:v_25, :v_26, :new_2::text)::jsonb, target.url, case when target.url is null then 'no_target' else 'pending' end, :v_14::timestamptz from moved, target returning target_url, ( select earlier.id from webhook_event earlier where earlier.order_id = webhook_event.order_id and earlier.target_url = webhook_event.target_url and earlier.status = 'pending' and earlier.attempt_count = 0 and earlier.id <> webhook_event.id order by earlier.seq limit 1 for share) as earlier_event_id ), free as ( select p.id from practitioner p join practitioner_service ps on ps.practitioner_id = p.id and ps.service_code = :v_5 where p.active and not p.simulated and p.user_id is not null and not exists (select 1 from order_exclusion x where x.order_id = :new_2 and x.practitioner_id = p.id) order by (select count(*) from "order" o where o.practitioner_id = p.id and o.status in ('diambil','dikerjakan','butuh_input_klien','diserahkan','sengketa')) asc, (select max(f.offered_at) from offer f where f.practitioner_id = p.id) asc nulls first, p.created_at asc, p.id asc for no key update of p skip locked limit 1 ), chosen as ( select id from free union all ( select p.id from practitioner p join practitioner_service ps on ps.practitioner_id = p.id and ps.service_code = :v_5 where p.active and not p.simulated and p.user_id is not null and not exists (select 1 from order_exclusion x where x.order_id = :new_2 and x.practitioner_id = p.id) order by (select count(*) from "order" o where o.practitioner_id = p.id and o.status in ('diambil','dikerjakan','butuh_input_klien','diserahkan','sengketa')) asc, (select max(f.offered_at) from offer f where f.practitioner_id = p.id) asc nulls first, p.created_at asc, p.id asc limit 1) limit 1 ), offered as ( insert into offer (id, order_id, practitioner_id, round, offered_at, expires_at) select :new_7, moved.id, chosen.id, :v_27, :v_14::timestamptz, :v_28::timestamptz from moved, chosen returning practitioner_id ), notice_to as ( select u.id as user_id, u.email, u.locale, exists ( select 1 from notification_setting ns where ns.user_id = u.id and ns.kind = 'offer_new' and not ns.email ) as email_off from practitioner np join "user" u on u.id = np.user_id where np.id = (select practitioner_id from offered) and :v_1::boolean ), notice as ( insert into notification (id, user_id, kind, params, link_path, source_key, created_at) select :new_8, user_id, 'offer_new', jsonb_strip_nulls(jsonb_build_object( 'orderId', :new_2::text, 'offerId', :new_7::text, 'service', coalesce((select name from service where code = :v_5), :v_5::text), 'organization', (select name from organization where id = :org_id), 'priceIdr', :v_10::bigint, 'expiresAt', :v_28::text)), replace(:v_29, :v_30, :new_7::text)::text, :new_9, :v_14::timestamptz from notice_to on conflict do nothing returning user_id, params ) select exists (select 1 from moved) as moved, (select practitioner_id from offered) as practitioner_id, (select target_url from event) as target_url, (select earlier_event_id from event) as earlier_event_id, (select email from notice_to) as notice_email, (select locale from notice_to) as notice_locale, (select email_off from notice_to) as notice_email_off, (select params from notice) as notice_params;
insert into "idempotency_key" ("organization_id", "key", "request_hash", "order_id", "created_at", "expires_at") values (:org_id, :new_1, :v_31, :new_2, :v_14, :v_32) on conflict ("organization_id","key") do update set "request_hash" = excluded.request_hash, "order_id" = excluded.order_id, "created_at" = excluded.created_at, "expires_at" = excluded.expires_at where "idempotency_key"."expires_at" <= :v_14 returning "order_id";
insert into "ledger_entry" ("id", "transaction_id", "account_id", "amount_idr") values (default, :new_3, :deposit_account_id, :v_33), (default, :new_3, :new_4, :v_10);
insert into "mail_outbox" ("id", "kind", "to_address", "subject", "body_text", "links", "status", "error", "attempts", "next_attempt_at", "created_at", "sent_at") values (:new_10, :v_34, :v_35, :v_36, :v_37, :v_38, :v_39, default, default, default, :v_40, default);
with spec as ( select j->>'identifier' as identifier, j->'payload' as payload, (j->>'run_at')::timestamptz as run_at, (j->>'max_attempts')::int as max_attempts, j->>'job_key' as job_key, j->>'channel' as channel, n from json_array_elements(replace(replace(:v_41, :v_26, :new_2::text), :v_30, :new_7::text)::json) with ordinality as e(j, n) ) select (select count(*) from ( select graphile_worker.add_job(identifier, payload := payload, run_at := run_at, max_attempts := max_attempts, job_key := job_key, job_key_mode := 'unsafe_dedupe') from spec order by n) added), (select count(pg_notify(channel, '{"count":1,"r":' || random() || '}')) from spec where channel is not null and (run_at is null or run_at <= now()));
commit;
