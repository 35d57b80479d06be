CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
-- Written by hand (drizzle cannot name an extension's schema): trigram indexes for the people search
-- (ILIKE '%q%' over users.name, users.company_name and memberships.classification; members.repo.ts).
-- pg_trgm goes to "public" once per database (every installation schema of the database shares it);
-- its operator class is named through the schema it is in, which the search_path need not hold. A
-- server without pg_trgm, or a role that may not create it, keeps the search correct without them.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  -- Installations (and test schemas) sharing one database migrate one at a time here: two
  -- concurrent CREATE EXTENSION would collide on the catalogue.
  PERFORM pg_advisory_xact_lock(hashtext('chapter:pg_trgm'));
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
    RAISE NOTICE 'pg_trgm is not available: the people search reads every account';
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX users_name_trgm_idx ON users USING gin (name %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX users_company_name_trgm_idx ON users USING gin (company_name %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX memberships_classification_trgm_idx ON memberships USING gin (classification %I.gin_trgm_ops)', trgm_schema);
  END IF;
END
$$;
