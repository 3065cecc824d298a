-- The floor of issue 39's bound, in the database alone: a migrated database (npm run db:migrate), 1,000 glo customers,
-- fresh sticks codes drawn from a sequence, and one running campaign for the claims to name. No API, no driver, no
-- engine: what PostgreSQL itself spends on the writes a credited scan must make.
insert into customers (brand, phone) select 'glo', '+38099' || lpad(i::text, 7, '0') from generate_series(1, 1000) i;
create sequence floor_code;
insert into pack_codes (code, brand, kind, xp) select 'FLOOR' || lpad(i::text, 9, '0'), 'glo', 'sticks', 10
  from generate_series(1, 600000) i;
insert into campaigns (brand, name, status, trigger, effect)
  values ('glo', '×2 на стіки', 'active', 'pack_code_credited', '{"kind":"multiplier","factor":2}');
analyze;
-- The writes of a credited scan with a matching campaign and a multiplying level, in one call: what the database alone
-- would spend if the engine's whole decision were already known.
create function floor_scan_effects(p_customer integer) returns text language plpgsql as $$
declare
  v_scan record;
  v_credit record;
begin
  select * into v_scan from redeem_pack_code(p_customer, 'glo', 'FLOOR' || lpad(nextval('floor_code')::text, 9, '0'),
    'manual', null, date_trunc('month', now()), 1000000, 'scan', '****0001');
  perform xp_move(p_customer, 'glo', 1, 'tier_bonus', 'tier_bonus', v_scan.pack_code_id::text, 'Золотий');
  insert into campaign_members (campaign_id, customer_id, "group", first_fact_at)
    values (1, p_customer, 'treated', now()) on conflict do nothing;
  select * into v_credit from xp_move(p_customer, 'glo', 10, 'campaign', 'campaign',
    concat_ws(':', '1', 'pack_code_credited', v_scan.pack_code_id), '×2 на стіки');
  insert into campaign_credits (campaign_id, customer_id, fact_type, fact_ref, amount, ledger_entry_id)
    values (1, p_customer, 'pack_code_credited', v_scan.pack_code_id::text, 10, v_credit.entry_id);
  return v_scan.outcome;
end
$$;
