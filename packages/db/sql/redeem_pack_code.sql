-- Redeems a pack code for a customer under the monthly limit, in one statement: claims the code, credits its XP through
-- xp_move and records the scan; a credit refused as 'balance_limit' gives the code back unclaimed and records no scan.
-- A credited code also answers what the campaigns' conditions ask of the fact, read here under the customer's scan
-- lock rather than by three more statements: the code's place in the catalogue, its number among the customer's
-- credited scans of the month, and whether it is their first credited scan ever.
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
) RETURNS TABLE (
  outcome text,
  xp integer,
  balance bigint,
  pack_code_id integer,
  kind text,
  variant_id integer,
  product_id integer,
  category_id integer,
  month_scan integer,
  first_scan boolean
)
LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_xp integer;
  v_kind text;
  v_variant integer;
  v_product integer;
  v_category integer;
  v_first boolean;
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
    RETURNING c.id, c.xp, c.kind, c.variant_id INTO v_id, v_xp, v_kind, v_variant;
    IF v_id IS NOT NULL THEN
      SELECT * INTO v_move FROM xp_move(p_customer, p_brand, v_xp, p_reason, 'pack_code', v_id::text, p_note);
      IF v_move.outcome = 'balance_limit' THEN
        UPDATE pack_codes SET redeemed_by_customer_id = NULL, redeemed_at = NULL WHERE id = v_id;
        RETURN QUERY SELECT 'balance_limit'::text, 0, v_move.balance, v_id, v_kind,
          NULL::integer, NULL::integer, NULL::integer, NULL::integer, NULL::boolean;
        RETURN;
      END IF;
      IF v_move.outcome <> 'moved' THEN
        RAISE EXCEPTION 'pack code % claimed but its credit was %', v_id, v_move.outcome;
      END IF;
      IF v_variant IS NOT NULL THEN
        SELECT v.product_id, p.collection_id INTO v_product, v_category
        FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = v_variant;
      END IF;
      v_first := v_used = 0 AND NOT EXISTS (
        SELECT 1 FROM scans s WHERE s.customer_id = p_customer AND s.outcome = 'credited'
      );
      INSERT INTO scans (customer_id, brand, code, pack_code_id, kind, outcome, xp, channel, upload_id)
      VALUES (p_customer, p_brand, p_code, v_id, v_kind, 'credited', v_xp, p_channel, p_upload);
      RETURN QUERY SELECT 'credited'::text, v_xp, v_move.balance, v_id, v_kind,
        v_variant, v_product, v_category, v_used + 1, v_first;
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
  RETURN QUERY SELECT v_outcome, 0, NULL::bigint, v_id, v_kind,
    NULL::integer, NULL::integer, NULL::integer, NULL::integer, NULL::boolean;
END
$$;
