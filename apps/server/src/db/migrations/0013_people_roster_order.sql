DROP INDEX "users_name_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roster_rank" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle writes neither functions nor triggers): users.roster_rank is the person's
-- place in the roster order before the name (members.repo.ts): the rank of their role if it is a
-- leadership role, else 1000. The store keeps it, whichever call gives a membership, changes or ends
-- it, or changes a role: the triggers below are the one rule. Each function keeps the search_path of
-- its migration, so it reads the tables of its own installation schema.
CREATE FUNCTION roster_rank_refresh(person integer) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  UPDATE users SET roster_rank = ranked.k
  FROM (SELECT coalesce((
    SELECT CASE WHEN roles.is_leadership THEN roles.rank ELSE 1000 END
    FROM memberships JOIN roles ON roles.id = memberships.role_id
    WHERE memberships.user_id = person), 1000) AS k) ranked
  WHERE users.id = person AND users.roster_rank IS DISTINCT FROM ranked.k
$$;--> statement-breakpoint
CREATE FUNCTION memberships_roster_rank() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id) THEN
    PERFORM roster_rank_refresh(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM roster_rank_refresh(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER memberships_roster_rank AFTER INSERT OR DELETE OR UPDATE OF user_id, role_id
  ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_roster_rank();--> statement-breakpoint
CREATE FUNCTION roles_roster_rank() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM roster_rank_refresh(user_id) FROM memberships WHERE role_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER roles_roster_rank AFTER UPDATE OF rank, is_leadership ON roles FOR EACH ROW
  WHEN (OLD.rank IS DISTINCT FROM NEW.rank OR OLD.is_leadership IS DISTINCT FROM NEW.is_leadership)
  EXECUTE FUNCTION roles_roster_rank();--> statement-breakpoint
SELECT roster_rank_refresh(user_id) FROM memberships;--> statement-breakpoint
CREATE INDEX "users_roster_order_idx" ON "users" USING btree ("roster_rank",lower("name"),"id");
