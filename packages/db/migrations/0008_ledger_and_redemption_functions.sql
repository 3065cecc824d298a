-- Hand-written (drizzle cannot express functions): the XP ledger's one write and the pack-code redemption, each as one
-- statement the API sends in one round trip (issue 12: the time went in round trips with a transaction open between
-- them). Their rules are the ones apps/api/src/modules/loyalty/ledger.ts and modules/scan/service.ts document; those
-- modules are the only callers.

-- xp_move: one ledger entry for a source, ever, and the balance moved with it, never below zero.
-- outcome 'moved': the entry is new and the balance moved; 'duplicate': the source already had an entry (nothing
-- changed; entry_id is that entry, balance the balance now); 'insufficient': a debit the balance does not cover
-- (nothing changed); 'foreign': the source's entry belongs to another customer (nothing changed).
-- Concurrency as before: the entry is inserted first, guarded by the unique (source_type, source_ref), so a second
-- call for a source waits on the first one's uncommitted entry and then finds it; the balance moves by one conditional
-- UPDATE, which PostgreSQL re-checks on the newest row version, so parallel debits cannot overdraw.
CREATE FUNCTION xp_move(
  p_customer integer,
  p_brand brand,
  p_delta integer,
  p_reason text,
  p_source_type text,
  p_source_ref text,
  p_note text
) RETURNS TABLE (outcome text, entry_id bigint, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_owner integer;
  v_balance integer;
BEGIN
  INSERT INTO xp_accounts (customer_id, brand) VALUES (p_customer, p_brand) ON CONFLICT (customer_id) DO NOTHING;
  INSERT INTO xp_ledger (customer_id, brand, amount, balance_after, reason, source_type, source_ref, note)
  VALUES (p_customer, p_brand, p_delta, 0, p_reason, p_source_type, p_source_ref, p_note)
  ON CONFLICT (source_type, source_ref) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    SELECT l.id, l.customer_id INTO v_entry, v_owner FROM xp_ledger l
    WHERE l.source_type = p_source_type AND l.source_ref = p_source_ref;
    SELECT a.balance INTO v_balance FROM xp_accounts a WHERE a.customer_id = p_customer;
    RETURN QUERY SELECT CASE WHEN v_owner = p_customer THEN 'duplicate' ELSE 'foreign' END, v_entry, COALESCE(v_balance, 0);
    RETURN;
  END IF;
  UPDATE xp_accounts a
  SET balance = a.balance + p_delta,
      earned = a.earned + GREATEST(p_delta, 0),
      spent = a.spent + GREATEST(-p_delta, 0),
      updated_at = now()
  WHERE a.customer_id = p_customer AND a.balance + p_delta >= 0
  RETURNING a.balance INTO v_balance;
  IF v_balance IS NULL THEN
    -- Our own uncommitted entry: removing it leaves nothing behind, and a parallel caller of the source then claims it.
    DELETE FROM xp_ledger WHERE id = v_entry;
    SELECT a.balance INTO v_balance FROM xp_accounts a WHERE a.customer_id = p_customer;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, COALESCE(v_balance, 0);
    RETURN;
  END IF;
  UPDATE xp_ledger SET balance_after = v_balance WHERE id = v_entry;
  RETURN QUERY SELECT 'moved'::text, v_entry, v_balance;
END
$$;
--> statement-breakpoint

-- redeem_pack_code: one scan of one code, recorded in scans whatever its outcome. A per-customer advisory lock (the
-- same key as before: 'SCAN', customer) serialises one customer's scans, so the monthly count cannot be outdated by
-- a parallel scan; the conditional claim credits a code once, ever; the credit goes through xp_move. Outcomes:
-- credited, unknown_code, already_used, limit_reached (a code over the limit stays unclaimed).
CREATE FUNCTION redeem_pack_code(
  p_customer integer,
  p_brand brand,
  p_code text,
  p_channel text,
  p_upload uuid,
  p_month_start timestamptz,
  p_monthly_limit integer,
  p_reason text,
  p_note text
) RETURNS TABLE (outcome text, xp integer, balance integer, pack_code_id integer, kind text)
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_xp integer;
  v_kind text;
  v_redeemed timestamptz;
  v_used integer;
  v_outcome text;
  v_move record;
BEGIN
  PERFORM pg_advisory_xact_lock(1396916558, p_customer);
  SELECT count(*) INTO v_used FROM scans s
  WHERE s.customer_id = p_customer AND s.outcome = 'credited' AND s.created_at >= p_month_start;
  IF v_used < p_monthly_limit THEN
    UPDATE pack_codes c SET redeemed_by_customer_id = p_customer, redeemed_at = now()
    WHERE c.code = p_code AND c.brand = p_brand AND c.redeemed_at IS NULL
    RETURNING c.id, c.xp, c.kind INTO v_id, v_xp, v_kind;
    IF v_id IS NOT NULL THEN
      SELECT * INTO v_move FROM xp_move(p_customer, p_brand, v_xp, p_reason, 'pack_code', v_id::text, p_note);
      IF v_move.outcome <> 'moved' THEN
        RAISE EXCEPTION 'pack code % claimed but its credit was %', v_id, v_move.outcome;
      END IF;
      INSERT INTO scans (customer_id, brand, code, pack_code_id, kind, outcome, xp, channel, upload_id)
      VALUES (p_customer, p_brand, p_code, v_id, v_kind, 'credited', v_xp, p_channel, p_upload);
      RETURN QUERY SELECT 'credited'::text, v_xp, v_move.balance, v_id, v_kind;
      RETURN;
    END IF;
  END IF;
  -- Not credited: say why, in the order the client expects (a used or unknown code before the limit).
  SELECT c.id, c.kind, c.redeemed_at INTO v_id, v_kind, v_redeemed FROM pack_codes c
  WHERE c.code = p_code AND c.brand = p_brand;
  v_outcome := CASE
    WHEN v_id IS NULL THEN 'unknown_code'
    WHEN v_redeemed IS NOT NULL THEN 'already_used'
    ELSE 'limit_reached'
  END;
  INSERT INTO scans (customer_id, brand, code, pack_code_id, kind, outcome, xp, channel, upload_id)
  VALUES (p_customer, p_brand, p_code, v_id, v_kind, v_outcome, 0, p_channel, p_upload);
  RETURN QUERY SELECT v_outcome, 0, NULL::integer, v_id, v_kind;
END
$$;
