CREATE TABLE "users_total" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "users_total_singleton" CHECK ("users_total"."singleton")
);
--> statement-breakpoint
-- Written by hand (drizzle writes neither functions nor triggers): users_total holds how many accounts
-- the installation has, so that the administration of users (members.repo.ts) reads one row instead
-- of counting every account on every page. The trigger below is the one rule, whichever statement adds
-- or removes accounts; it runs once a statement (an import adds its accounts in one update of the row).
-- users_total_refresh counts afresh: the backfill below, a TRUNCATE, and loads made with triggers off
-- (the bench generators) call it.
CREATE FUNCTION users_total_refresh() RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  INSERT INTO users_total (singleton, total) SELECT true, count(*) FROM users
  ON CONFLICT (singleton) DO UPDATE SET total = excluded.total
$$;--> statement-breakpoint
CREATE FUNCTION users_total_change() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users_total SET total = total + (SELECT count(*) FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users_total SET total = total - (SELECT count(*) FROM removed);
  ELSE
    PERFORM users_total_refresh();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_total_added AFTER INSERT ON users REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION users_total_change();--> statement-breakpoint
CREATE TRIGGER users_total_removed AFTER DELETE ON users REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION users_total_change();--> statement-breakpoint
CREATE TRIGGER users_total_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_total_change();--> statement-breakpoint
SELECT users_total_refresh();
