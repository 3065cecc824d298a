CREATE TABLE "notification_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"orders" boolean DEFAULT true NOT NULL,
	"referrals" boolean DEFAULT true NOT NULL,
	"expiry" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"notification_key" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_notification_key_subscription_id_pk" PRIMARY KEY("notification_key","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "xp_expiry_reminders" (
	"customer_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"stage" integer NOT NULL,
	"amount" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "xp_expiry_reminders_customer_id_expires_on_stage_pk" PRIMARY KEY("customer_id","expires_on","stage"),
	CONSTRAINT "xp_expiry_reminders_stage_known" CHECK ("xp_expiry_reminders"."stage" in (30, 7))
);
--> statement-breakpoint
CREATE TABLE "xp_lot_moves" (
	"entry_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "xp_lot_moves_entry_id_lot_id_pk" PRIMARY KEY("entry_id","lot_id"),
	CONSTRAINT "xp_lot_moves_amount_nonzero" CHECK ("xp_lot_moves"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "xp_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "xp_lots_amount_positive" CHECK ("xp_lots"."amount" > 0),
	CONSTRAINT "xp_lots_remaining_within" CHECK ("xp_lots"."remaining" >= 0 and "xp_lots"."remaining" <= "xp_lots"."amount")
);
--> statement-breakpoint
ALTER TABLE "xp_accounts" DROP CONSTRAINT "xp_accounts_totals_nonnegative";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "xp_accounts" ADD COLUMN "expired" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_expiry_reminders" ADD CONSTRAINT "xp_expiry_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_lot_moves" ADD CONSTRAINT "xp_lot_moves_entry_id_xp_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."xp_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_lot_moves" ADD CONSTRAINT "xp_lot_moves_lot_id_xp_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."xp_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_lots" ADD CONSTRAINT "xp_lots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_lots" ADD CONSTRAINT "xp_lots_entry_id_xp_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."xp_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_sent_at_idx" ON "push_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "xp_lot_moves_lot_idx" ON "xp_lot_moves" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "xp_lots_customer_open_idx" ON "xp_lots" USING btree ("customer_id","earned_at","id") WHERE "xp_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "xp_lots_open_earned_idx" ON "xp_lots" USING btree ("earned_at") WHERE "xp_lots"."remaining" > 0;--> statement-breakpoint
ALTER TABLE "xp_accounts" ADD CONSTRAINT "xp_accounts_totals_nonnegative" CHECK ("xp_accounts"."earned" >= 0 and "xp_accounts"."spent" >= 0 and "xp_accounts"."expired" >= 0);--> statement-breakpoint
-- Hand-written from here (issue 17): the XP lots of every credit, kept by xp_move, and the expiry of the old ones.
-- Lots of the history so far: every credit a lot earned at its entry's time, every debit taking from the oldest lots
-- first (earlier refunds become lots of their own: the history did not record which lots their debit took).
DO $$
DECLARE
  v_entry record;
  v_lot record;
  v_left integer;
  v_take integer;
BEGIN
  FOR v_entry IN SELECT l.id, l.customer_id, l.amount, l.created_at FROM xp_ledger l ORDER BY l.customer_id, l.id LOOP
    IF v_entry.amount > 0 THEN
      INSERT INTO xp_lots (customer_id, entry_id, earned_at, amount, remaining)
      VALUES (v_entry.customer_id, v_entry.id, v_entry.created_at, v_entry.amount, v_entry.amount);
    ELSE
      v_left := -v_entry.amount;
      FOR v_lot IN SELECT x.id, x.remaining FROM xp_lots x
        WHERE x.customer_id = v_entry.customer_id AND x.remaining > 0 ORDER BY x.earned_at, x.id LOOP
        EXIT WHEN v_left = 0;
        v_take := LEAST(v_left, v_lot.remaining);
        UPDATE xp_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
        INSERT INTO xp_lot_moves (entry_id, lot_id, amount) VALUES (v_entry.id, v_lot.id, -v_take);
        v_left := v_left - v_take;
      END LOOP;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION xp_move(integer, brand, integer, text, text, text, text);
--> statement-breakpoint
-- xp_move as in migration 0008, and now the lots: a credit gives back to the lots that the entries of p_lots_of (source
-- types with this entry's source_ref: an order's debits, for its refund) took, so refunded points keep their original
-- date, and makes a new lot of the rest; a debit takes first from the lots that the p_lots_of credits made (a
-- reversal takes back those very points), then from the oldest lots (FIFO). The account row, locked by the balance's
-- update, serialises every change to one customer's lots; their remaining sum stays the balance. An 'expiry' entry
-- counts as expired, not spent.
CREATE FUNCTION xp_move(
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
  v_lot_id bigint;
  v_expiry boolean := p_source_type = 'expiry';
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
      spent = a.spent + CASE WHEN v_expiry THEN 0 ELSE GREATEST(-p_delta, 0) END,
      expired = a.expired + CASE WHEN v_expiry THEN GREATEST(-p_delta, 0) ELSE 0 END,
      updated_at = now()
  WHERE a.customer_id = p_customer AND a.balance + p_delta >= 0
  RETURNING a.balance INTO v_balance;
  IF v_balance IS NULL THEN
    DELETE FROM xp_ledger WHERE id = v_entry;
    SELECT a.balance INTO v_balance FROM xp_accounts a WHERE a.customer_id = p_customer;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, COALESCE(v_balance, 0);
    RETURN;
  END IF;
  UPDATE xp_ledger SET balance_after = v_balance WHERE id = v_entry;
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
--> statement-breakpoint
-- xp_expire: the unspent remainder of the lots earned before p_due_before, as one 'expiry' entry. The account row is
-- locked first, so what is due is read with no move of this customer in between; those lots are the oldest, so the
-- FIFO debit takes exactly them. A second run (or a second process) then finds nothing due: 'none'.
CREATE FUNCTION xp_expire(p_customer integer, p_due_before timestamptz, p_source_ref text, p_note text)
RETURNS TABLE (outcome text, amount integer, balance integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_brand brand;
  v_balance integer;
  v_due integer;
  v_move record;
BEGIN
  SELECT a.brand, a.balance INTO v_brand, v_balance FROM xp_accounts a WHERE a.customer_id = p_customer FOR UPDATE;
  IF v_brand IS NULL THEN
    RETURN QUERY SELECT 'none'::text, 0, 0;
    RETURN;
  END IF;
  SELECT COALESCE(sum(x.remaining), 0)::integer INTO v_due FROM xp_lots x
  WHERE x.customer_id = p_customer AND x.remaining > 0 AND x.earned_at < p_due_before;
  IF v_due = 0 THEN
    RETURN QUERY SELECT 'none'::text, 0, v_balance;
    RETURN;
  END IF;
  SELECT * INTO v_move FROM xp_move(p_customer, v_brand, -v_due, 'expiry', 'expiry', p_source_ref, p_note);
  IF v_move.outcome <> 'moved' THEN
    RETURN QUERY SELECT v_move.outcome, 0, v_move.balance;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'moved'::text, v_due, v_move.balance;
END
$$;
