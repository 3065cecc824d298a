-- Trigger function: tells every API process, on the channel 'session_changed' when the writing transaction commits,
-- that a session ended or changed whom it belongs to, so their in-memory session caches drop it.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.token_hash);
  RETURN NULL;
END
$$;
