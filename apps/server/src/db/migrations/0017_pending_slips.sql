CREATE TABLE "pending_slips" (
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "pending_slips_group_id_kind_pk" PRIMARY KEY("group_id","kind")
);
--> statement-breakpoint
-- Written by hand (drizzle writes neither functions nor triggers): pending_slips holds how many slips
-- of each group and kind wait for a decision, so that the approvals queue across every group
-- (activity.pending.repo.ts) sums 2 rows a group instead of counting every pending slip of the
-- installation on every read. The triggers below are the one rule, whichever statement sends,
-- decides, moves or deletes a slip (a group's deletion cascades to its slips and so to its counts).
-- They run only for rows that are or were pending (their WHEN clauses), so marking a slip read or
-- editing its notes costs nothing. pending_slips_refresh counts afresh: the backfill below, a
-- TRUNCATE, and loads made with triggers off (the bench generators) call it.
CREATE FUNCTION pending_slips_refresh() RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  DELETE FROM pending_slips;
  INSERT INTO pending_slips (group_id, kind, total)
    SELECT group_id, kind, count(*) FROM activities WHERE status = 'pending' GROUP BY group_id, kind;
$$;--> statement-breakpoint
CREATE FUNCTION pending_slips_change() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pending_slips_refresh();
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'pending' THEN
    UPDATE pending_slips SET total = total - 1 WHERE group_id = OLD.group_id AND kind = OLD.kind;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'pending' THEN
    INSERT INTO pending_slips (group_id, kind, total) VALUES (NEW.group_id, NEW.kind, 1)
    ON CONFLICT (group_id, kind) DO UPDATE SET total = pending_slips.total + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER pending_slips_sent AFTER INSERT ON activities
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION pending_slips_change();--> statement-breakpoint
CREATE TRIGGER pending_slips_moved AFTER UPDATE OF status, group_id, kind ON activities
  FOR EACH ROW WHEN (
    (OLD.status = 'pending' OR NEW.status = 'pending')
    AND (OLD.status, OLD.group_id, OLD.kind) IS DISTINCT FROM (NEW.status, NEW.group_id, NEW.kind)
  ) EXECUTE FUNCTION pending_slips_change();--> statement-breakpoint
CREATE TRIGGER pending_slips_removed AFTER DELETE ON activities
  FOR EACH ROW WHEN (OLD.status = 'pending') EXECUTE FUNCTION pending_slips_change();--> statement-breakpoint
CREATE TRIGGER pending_slips_truncated AFTER TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION pending_slips_change();--> statement-breakpoint
SELECT pending_slips_refresh();
