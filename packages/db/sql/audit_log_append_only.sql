-- Trigger function: the audit trail is append-only, whoever connects (row UPDATE/DELETE, and TRUNCATE by a statement
-- trigger).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
