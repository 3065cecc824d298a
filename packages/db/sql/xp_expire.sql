-- Expires what a customer's lots earned before p_due_before hold, as one ledger entry through xp_move.
CREATE FUNCTION xp_expire(p_customer integer, p_due_before timestamptz, p_source_ref text, p_note text)
RETURNS TABLE (outcome text, amount bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_brand brand;
  v_balance bigint;
  v_due bigint;
  v_move record;
BEGIN
  SELECT a.brand, a.balance INTO v_brand, v_balance FROM xp_accounts a WHERE a.customer_id = p_customer FOR UPDATE;
  IF v_brand IS NULL THEN
    RETURN QUERY SELECT 'none'::text, 0::bigint, 0::bigint;
    RETURN;
  END IF;
  SELECT COALESCE(sum(x.remaining), 0)::bigint INTO v_due FROM xp_lots x
  WHERE x.customer_id = p_customer AND x.remaining > 0 AND x.earned_at < p_due_before;
  IF v_due = 0 THEN
    RETURN QUERY SELECT 'none'::text, 0::bigint, v_balance;
    RETURN;
  END IF;
  SELECT * INTO v_move FROM xp_move(p_customer, v_brand, -v_due, 'expiry', 'expiry', p_source_ref, p_note);
  IF v_move.outcome <> 'moved' THEN
    RETURN QUERY SELECT v_move.outcome, 0::bigint, v_move.balance;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'moved'::text, v_due, v_move.balance;
END
$$;
