-- Issue 35. XP balances are 64-bit, an adjustment above a threshold waits for a second staff member, and every
-- adjustment made by a person is a row of xp_adjustments (decision 0041).
-- * xp_accounts.balance, xp_ledger.amount and balance_after, xp_expiry_reminders.amount: bigint. 2,148 adjustments of
--   1,000,000 reached 2^31 - 1 and every later credit failed with "integer out of range". The ledger's two columns
--   change in one ALTER, so the table is rewritten once (under an ACCESS EXCLUSIVE lock: the deploy waits for it).
-- * A balance never passes 2^53 - 1 (maxXpBalance in schema.ts), the largest integer a JavaScript number holds
--   exactly: xp_move refuses such a credit with the outcome 'balance_limit' and changes nothing; the CHECK is the
--   backstop. One entry moves at most 100,000,000 (ledger.ts), so balance + delta never overflows a bigint.
-- * xp_move, redeem_pack_code and xp_expire take and answer bigint balances: a changed signature or result type
--   cannot be replaced in place, so each is dropped and made again (hand-written: drizzle cannot express functions).
ALTER TABLE "xp_accounts" ALTER COLUMN "balance" SET DATA TYPE bigint,
  ADD CONSTRAINT "xp_accounts_balance_within" CHECK ("xp_accounts"."balance" <= 9007199254740991);
--> statement-breakpoint
ALTER TABLE "xp_ledger" ALTER COLUMN "amount" SET DATA TYPE bigint, ALTER COLUMN "balance_after" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "xp_expiry_reminders" ALTER COLUMN "amount" SET DATA TYPE bigint;
--> statement-breakpoint
CREATE TABLE "xp_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_staff_id" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"source_ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ledger_entry_id" bigint,
	CONSTRAINT "xp_adjustments_source_ref_unique" UNIQUE("source_ref"),
	CONSTRAINT "xp_adjustments_status_known" CHECK ("xp_adjustments"."status" in ('applied', 'pending', 'approved', 'rejected')),
	CONSTRAINT "xp_adjustments_amount_nonzero" CHECK ("xp_adjustments"."amount" <> 0),
	CONSTRAINT "xp_adjustments_ledger_when_done" CHECK (("xp_adjustments"."ledger_entry_id" is not null) = ("xp_adjustments"."status" in ('applied', 'approved'))),
	CONSTRAINT "xp_adjustments_decided_when_decided" CHECK (("xp_adjustments"."decided_at" is not null) = ("xp_adjustments"."status" in ('approved', 'rejected'))),
	CONSTRAINT "xp_adjustments_second_person" CHECK ("xp_adjustments"."decided_by_staff_id" is null or "xp_adjustments"."decided_by_staff_id" is distinct from "xp_adjustments"."requested_by_staff_id")
);
--> statement-breakpoint
ALTER TABLE "xp_adjustments" ADD CONSTRAINT "xp_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "xp_adjustments" ADD CONSTRAINT "xp_adjustments_requested_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("requested_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "xp_adjustments" ADD CONSTRAINT "xp_adjustments_decided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "xp_adjustments" ADD CONSTRAINT "xp_adjustments_ledger_entry_id_xp_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."xp_ledger"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "xp_adjustments_cap_idx" ON "xp_adjustments" USING btree ("requested_by_staff_id","customer_id","requested_at");
--> statement-breakpoint
CREATE INDEX "xp_adjustments_pending_idx" ON "xp_adjustments" USING btree ("requested_at") WHERE "xp_adjustments"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "xp_adjustments_customer_idx" ON "xp_adjustments" USING btree ("customer_id","id");
--> statement-breakpoint
DROP FUNCTION xp_expire(integer, timestamptz, text, text);
--> statement-breakpoint
DROP FUNCTION redeem_pack_code(integer, brand, text, text, uuid, timestamptz, integer, text, text);
--> statement-breakpoint
DROP FUNCTION xp_move(integer, brand, integer, text, text, text, text, text[]);
--> statement-breakpoint
-- xp_move as in migration 0017 with bigint amounts and balances, and one more outcome:
-- * 'balance_limit': a credit that would take the balance past 9007199254740991 (2^53 - 1), unless the source already
--   has an entry (then that is the answer, as for 'insufficient'). Nothing is changed. The limit is a condition of the
--   same conditional update that refuses overdrafts, so PostgreSQL re-checks it on the newest row version after
--   waiting for a parallel mover: parallel credits cannot pass it together.
-- A lot stays an integer: a credit moves at most 100,000,000 (ledger.ts) and pack codes at most 1,000,000.
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
--> statement-breakpoint
-- redeem_pack_code as in migration 0008 with a bigint balance, and a credit xp_move refuses as 'balance_limit' gives
-- the code back unclaimed and answers 'balance_limit' with no scan recorded: the scan changed nothing (it was a raised
-- exception, a 500, when every refusal was impossible for a claimed code).
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
) RETURNS TABLE (outcome text, xp integer, balance bigint, pack_code_id integer, kind text)
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
      IF v_move.outcome = 'balance_limit' THEN
        UPDATE pack_codes SET redeemed_by_customer_id = NULL, redeemed_at = NULL WHERE id = v_id;
        RETURN QUERY SELECT 'balance_limit'::text, 0, v_move.balance, v_id, v_kind;
        RETURN;
      END IF;
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
  RETURN QUERY SELECT v_outcome, 0, NULL::bigint, v_id, v_kind;
END
$$;
--> statement-breakpoint
-- xp_expire as in migration 0010 with bigint amounts: what is due is the sum of many lots, which may pass 2^31 - 1.
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
