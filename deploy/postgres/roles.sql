-- The database's roles (least privilege, issue 34), run once by a superuser on the database `loyalty_db`:
--   psql -v ON_ERROR_STOP=1 -v loyalty_db=loyalty -v owner_password=… -v app_password=… -v backup_password=… -f roles.sql
-- compose runs it from the postgres image's first start (initdb/10-roles.sh); CI and the tests run the same file.
--   loyalty_owner   owns the database and every object in it; the migrate service runs migrations as it. CREATEDB
--                   so that the restore drill can make a scratch database without a superuser.
--   loyalty_app     what the API connects as: reads and writes rows, nothing else (no DDL, no TRUNCATE, no ALTER);
--                   audit_log only INSERT and SELECT. The table rights are granted by each migration run
--                   (packages/db/src/privileges.ts), since the tables come from the migrations.
--   loyalty_backup  reads everything (pg_read_all_data) for pg_dump; writes nothing.
\set ON_ERROR_STOP on

SELECT format('CREATE ROLE loyalty_owner LOGIN CREATEDB PASSWORD %L', :'owner_password')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'loyalty_owner') \gexec
SELECT format('CREATE ROLE loyalty_app LOGIN PASSWORD %L', :'app_password')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'loyalty_app') \gexec
SELECT format('CREATE ROLE loyalty_backup LOGIN PASSWORD %L', :'backup_password')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'loyalty_backup') \gexec

-- Neither runtime role may create anything, anywhere; the owner creates what the migrations say.
ALTER ROLE loyalty_app NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
ALTER ROLE loyalty_backup NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
ALTER ROLE loyalty_owner NOSUPERUSER CREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
GRANT pg_read_all_data TO loyalty_backup;
-- The pool's connection setting, on the role: a pooler in transaction mode (PgBouncer) drops start-up options
-- (decision 0019: PostgreSQL would plan key look-ups with arrays again on every call).
ALTER ROLE loyalty_app SET plan_cache_mode = force_generic_plan;

SELECT format('ALTER DATABASE %I OWNER TO loyalty_owner', :'loyalty_db') \gexec
\connect :loyalty_db
ALTER SCHEMA public OWNER TO loyalty_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO loyalty_app, loyalty_backup;
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', :'loyalty_db') \gexec
SELECT format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO loyalty_app', :'loyalty_db') \gexec
SELECT format('GRANT CONNECT ON DATABASE %I TO loyalty_backup', :'loyalty_db') \gexec
