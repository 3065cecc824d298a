-- Moves XP on a customer's account and writes its ledger entry, once per (source_type, source_ref): the one way a
-- balance changes. Outcomes: 'moved', 'duplicate' (the source already has this customer's entry), 'foreign' (another
-- customer's), 'insufficient' (a debit the balance does not cover) and 'balance_limit' (a credit past 2^53 - 1; the
-- limit is part of the same conditional update that refuses overdrafts, so parallel credits cannot pass it together).
-- A credit opens a lot (or gives back the lots that p_lots_of sources took); a debit takes from the oldest lots first.
CREATE FUNCTION xp_move(
  p_customer integer,
  p_brand brand,
  p_delta bigint,
  p_reason text,
  p_source_type text,
  p_source_ref text,
  p_note text,
  p_lots_of text[] DEFAULT NULL
) RETURNS TABLE (outcome text, entry_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_owner integer;
  v_balance bigint;
  v_left bigint;
  v_take bigint;
  v_lot record;
  v_expiry boolean := p_source_type = 'expiry';
  v_earned bigint := GREATEST(p_delta, 0);
  v_spent bigint := CASE WHEN v_expiry THEN 0 ELSE GREATEST(-p_delta, 0) END;
  v_expired bigint := CASE WHEN v_expiry THEN GREATEST(-p_delta, 0) ELSE 0 END;
  v_retried boolean := false;
BEGIN
  LOOP
    UPDATE xp_accounts a
    SET balance = a.balance + p_delta,
        earned = a.earned + v_earned,
        spent = a.spent + v_spent,
        expired = a.expired + v_expired,
        updated_at = now()
    WHERE a.customer_id = p_customer AND a.balance + p_delta >= 0 AND a.balance + p_delta <= 9007199254740991
    RETURNING a.balance INTO v_balance;
    EXIT WHEN v_balance IS NOT NULL OR v_retried;
    INSERT INTO xp_accounts (customer_id, brand) VALUES (p_customer, p_brand) ON CONFLICT (customer_id) DO NOTHING;
    v_retried := true;
  END LOOP;
  IF v_balance IS NOT NULL THEN
    INSERT INTO xp_ledger (customer_id, brand, amount, balance_after, reason, source_type, source_ref, note)
    VALUES (p_customer, p_brand, p_delta, v_balance, p_reason, p_source_type, p_source_ref, p_note)
    ON CONFLICT (source_type, source_ref) DO NOTHING
    RETURNING id INTO v_entry;
    IF v_entry IS NULL THEN
      UPDATE xp_accounts a
      SET balance = a.balance - p_delta,
          earned = a.earned - v_earned,
          spent = a.spent - v_spent,
          expired = a.expired - v_expired
      WHERE a.customer_id = p_customer
      RETURNING a.balance INTO v_balance;
    END IF;
  END IF;
  IF v_entry IS NULL THEN
    SELECT l.id, l.customer_id INTO v_entry, v_owner FROM xp_ledger l
    WHERE l.source_type = p_source_type AND l.source_ref = p_source_ref;
    IF v_balance IS NULL THEN
      SELECT a.balance INTO v_balance FROM xp_accounts a WHERE a.customer_id = p_customer;
    END IF;
    IF v_entry IS NOT NULL THEN
      RETURN QUERY SELECT CASE WHEN v_owner = p_customer THEN 'duplicate' ELSE 'foreign' END, v_entry, COALESCE(v_balance, 0);
    ELSE
      -- The account exists by now, so a move the update refused is a debit it does not cover or a credit past the limit.
      RETURN QUERY SELECT CASE WHEN p_delta > 0 THEN 'balance_limit' ELSE 'insufficient' END, NULL::bigint,
        COALESCE(v_balance, 0);
    END IF;
    RETURN;
  END IF;
  IF p_delta > 0 THEN
    v_left := p_delta;
    IF p_lots_of IS NOT NULL THEN
      FOR v_lot IN SELECT m.lot_id, (-sum(m.amount))::bigint AS taken FROM xp_lot_moves m
        JOIN xp_ledger l ON l.id = m.entry_id
        WHERE l.source_type = ANY (p_lots_of) AND l.source_ref = p_source_ref AND l.customer_id = p_customer
        GROUP BY m.lot_id HAVING sum(m.amount) < 0 ORDER BY m.lot_id DESC LOOP
        EXIT WHEN v_left = 0;
        v_take := LEAST(v_left, v_lot.taken);
        UPDATE xp_lots SET remaining = remaining + v_take WHERE id = v_lot.lot_id;
        INSERT INTO xp_lot_moves (entry_id, lot_id, amount) VALUES (v_entry, v_lot.lot_id, v_take);
        v_left := v_left - v_take;
      END LOOP;
    END IF;
    IF v_left > 0 THEN
      INSERT INTO xp_lots (customer_id, entry_id, earned_at, amount, remaining)
      VALUES (p_customer, v_entry, now(), v_left, v_left);
    END IF;
  ELSE
    v_left := -p_delta;
    IF p_lots_of IS NOT NULL THEN
      FOR v_lot IN SELECT x.id, x.remaining FROM xp_lots x JOIN xp_ledger l ON l.id = x.entry_id
        WHERE l.source_type = ANY (p_lots_of) AND l.source_ref = p_source_ref AND x.customer_id = p_customer
          AND x.remaining > 0 ORDER BY x.id LOOP
        EXIT WHEN v_left = 0;
        v_take := LEAST(v_left, v_lot.remaining);
        UPDATE xp_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
        INSERT INTO xp_lot_moves (entry_id, lot_id, amount) VALUES (v_entry, v_lot.id, -v_take);
        v_left := v_left - v_take;
      END LOOP;
    END IF;
    FOR v_lot IN SELECT x.id, x.remaining FROM xp_lots x
      WHERE x.customer_id = p_customer AND x.remaining > 0 ORDER BY x.earned_at, x.id LOOP
      EXIT WHEN v_left = 0;
      v_take := LEAST(v_left, v_lot.remaining);
      UPDATE xp_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
      INSERT INTO xp_lot_moves (entry_id, lot_id, amount) VALUES (v_entry, v_lot.id, -v_take);
      v_left := v_left - v_take;
    END LOOP;
    IF v_left > 0 THEN
      RAISE EXCEPTION 'the XP lots of customer % do not cover the balance', p_customer;
    END IF;
  END IF;
  RETURN QUERY SELECT 'moved'::text, v_entry, v_balance;
END
$$;
