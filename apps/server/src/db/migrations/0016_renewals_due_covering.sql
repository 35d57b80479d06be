-- Written by hand (drizzle-kit cannot write INCLUDE): the renewals due in a window across every group
-- are counted from the index alone (status and group beside the date; the group's timezone decides its
-- day). At national size the count read 2,708 table pages for the memberships of 1,000 groups.
DROP INDEX "memberships_renewal_due_idx";--> statement-breakpoint
CREATE INDEX "memberships_renewal_due_idx" ON "memberships" USING btree ("renewal_due") INCLUDE ("status","group_id");
