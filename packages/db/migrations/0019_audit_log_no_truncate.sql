-- Hand-written: TRUNCATE fires no row trigger, so the append-only audit trail refuses it with a statement trigger of
-- its own (the runtime role has no TRUNCATE right either; this holds for the owner too, issue 34).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
