-- Hand-written (drizzle cannot express functions). xp_move as in migration 0010, with its entry written once (issue
-- 12: a pack-code redemption, bound by PostgreSQL, spent 0.41 ms of its 0.87 ms in xp_move, part of it updating the
-- new entry's balance_after after inserting it with 0, and an account upsert on every move). The balance now moves
-- first, by the same conditional update, which also locks the customer's account row (the account is inserted only
-- when there is none yet); the entry is then inserted with the balance it left. Outcomes, rules and the lots are
-- those of migration 0010:
-- * 'moved': the entry is new and the balance moved.
-- * 'duplicate' / 'foreign': the source already has an entry (this customer's / another's). Its unique
--   (source_type, source_ref) still decides: a second call for a source waits on the first one's uncommitted entry,
--   then conflicts, and gives its balance move back on the row it still holds locked; nothing is left changed.
-- * 'insufficient': a debit the balance does not cover, unless the source already has an entry (then that is the
--   answer, as before). Nothing is inserted and then deleted any more.
-- Concurrency: parallel moves of one customer queue on the account row (before: on it too, after the insert), and
-- PostgreSQL re-checks the condition on the newest row version, so parallel debits cannot overdraw.
CREATE OR REPLACE FUNCTION xp_move(
  p_customer integer,
  p_brand brand,
  p_delta integer,
  p_reason text,
  p_source_type text,
  p_source_ref text,
  p_note text,
  p_lots_of text[] DEFAULT NULL
) RETURNS TABLE (outcome text, entry_id bigint, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_owner integer;
  v_balance integer;
  v_left integer;
  v_take integer;
  v_lot record;
  v_expiry boolean := p_source_type = 'expiry';
  v_earned integer := GREATEST(p_delta, 0);
  v_spent integer := CASE WHEN v_expiry THEN 0 ELSE GREATEST(-p_delta, 0) END;
  v_expired integer := CASE WHEN v_expiry THEN GREATEST(-p_delta, 0) ELSE 0 END;
  v_retried boolean := false;
BEGIN
  -- At most twice. An update that moved nothing may have missed an account committed after it began (a parallel
  -- first move), or found none: the account is made if missing (waiting for a parallel one), and the update runs once
  -- more with a fresh view. Only then is a miss an uncovered debit.
  LOOP
    UPDATE xp_accounts a
    SET balance = a.balance + p_delta,
        earned = a.earned + v_earned,
        spent = a.spent + v_spent,
        expired = a.expired + v_expired,
        updated_at = now()
    WHERE a.customer_id = p_customer AND a.balance + p_delta >= 0
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
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, COALESCE(v_balance, 0);
    END IF;
    RETURN;
  END IF;
  IF p_delta > 0 THEN
    v_left := p_delta;
    IF p_lots_of IS NOT NULL THEN
      FOR v_lot IN SELECT m.lot_id, (-sum(m.amount))::integer AS taken FROM xp_lot_moves m
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
