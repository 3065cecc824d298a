-- Trigger function: every statement that changes the catalogue moves its version on, so no listing built for an older
-- version (collection_listings) is sent again.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
