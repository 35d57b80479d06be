CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_peer_rank_idx" ON "audit_log" USING btree ("at") WHERE "audit_log"."data" @> '{"peerRank": true}'::jsonb;--> statement-breakpoint
CREATE INDEX "memberships_renewal_due_idx" ON "memberships" USING btree ("renewal_due");--> statement-breakpoint
CREATE INDEX "visitor_invitations_meeting_idx" ON "visitor_invitations" USING btree ("meeting_id");