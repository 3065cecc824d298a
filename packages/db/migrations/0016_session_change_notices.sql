-- Hand-written (drizzle cannot express triggers). Issue 12: each API process keeps the sessions it has looked up in
-- memory (apps/api/src/plugins/session-cache.ts), so an authenticated call needs no round trip to find its session.
-- Whatever ends a session or changes whom it belongs to (logout, sign-out everywhere, a brand record joining it, an
-- operator blocking the person, the clean-up deleting it) must reach every process: this trigger tells them, by the
-- token's hash, on the channel 'session_changed' when the writing transaction commits. The seen-time refresh
-- (last_seen_at alone) sends nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.token_hash);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed"
  AFTER UPDATE OF "token_hash", "phone", "glo_customer_id", "ogo_customer_id", "revoked_at", "absolute_expires_at" OR DELETE
  ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
