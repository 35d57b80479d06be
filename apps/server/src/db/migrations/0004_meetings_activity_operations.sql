CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"giver_id" integer NOT NULL,
	"receiver_id" integer,
	"status" text NOT NULL,
	"notes" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"referral_type" text,
	"temperature" integer,
	"amount" numeric(14, 2),
	"currency" text,
	"business_type" text,
	"referral_id" integer,
	"scheduled_at" timestamp with time zone,
	"location" text,
	"content" text,
	"title" text,
	"credit_date" date,
	"credits" numeric(4, 1),
	"giver_read_at" timestamp with time zone,
	"receiver_read_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('referral', 'closed_business', 'one_to_one', 'testimonial', 'training_credit')),
	CONSTRAINT "activities_not_to_self" CHECK ("activities"."receiver_id" is null or "activities"."receiver_id" <> "activities"."giver_id"),
	CONSTRAINT "activities_amount_nonneg" CHECK ("activities"."amount" is null or "activities"."amount" >= 0),
	CONSTRAINT "activities_temperature_range" CHECK ("activities"."temperature" is null or "activities"."temperature" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_run_on_pk" PRIMARY KEY("job","run_on")
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"membership_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_membership_id_due_date_kind_pk" PRIMARY KEY("membership_id","due_date","kind")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text,
	"capacity" integer DEFAULT 1 NOT NULL,
	"accepting" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_capacity_check" CHECK ("mentor_profiles"."capacity" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mentorship_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"mentee_id" integer NOT NULL,
	"goals" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_applications_status_check" CHECK ("mentorship_applications"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "mentorship_applications_not_self" CHECK ("mentorship_applications"."mentor_id" <> "mentorship_applications"."mentee_id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer,
	"author_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sender_id" integer,
	"body" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer,
	"phone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_sid" text,
	"error" text,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_recipients_status_check" CHECK ("sms_recipients"."status" in ('queued', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "traffic_light" jsonb;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "substitutions" ADD COLUMN "substitute_email" text;--> statement-breakpoint
ALTER TABLE "substitutions" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "substitutions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "substitutions" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD COLUMN "attended_marked_by" integer;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD CONSTRAINT "mentorship_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD CONSTRAINT "mentorship_applications_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD CONSTRAINT "mentorship_applications_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_giver_idx" ON "activities" USING btree ("giver_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_receiver_idx" ON "activities" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_group_kind_idx" ON "activities" USING btree ("group_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "activities_giver_unread_idx" ON "activities" USING btree ("giver_id") WHERE "activities"."giver_read_at" is null;--> statement-breakpoint
CREATE INDEX "activities_receiver_unread_idx" ON "activities" USING btree ("receiver_id") WHERE "activities"."receiver_read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_key" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mentor_profiles_group_idx" ON "mentor_profiles" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "mentorship_applications_mentor_idx" ON "mentorship_applications" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorship_applications_mentee_idx" ON "mentorship_applications" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_applications_open_pair_key" ON "mentorship_applications" USING btree ("mentor_id","mentee_id") WHERE "mentorship_applications"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "news_group_published_idx" ON "news" USING btree ("group_id","published_at");--> statement-breakpoint
CREATE INDEX "sms_messages_group_created_idx" ON "sms_messages" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_recipients_message_idx" ON "sms_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipients_provider_sid_key" ON "sms_recipients" USING btree ("provider_sid");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_attended_marked_by_users_id_fk" FOREIGN KEY ("attended_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance" USING btree ("user_id","meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_series_occurrence_key" ON "meetings" USING btree ("group_id","series_id","occurrence_date");--> statement-breakpoint
CREATE INDEX "rsvps_user_idx" ON "rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "substitutions_meeting_idx" ON "substitutions" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "substitutions_member_meeting_key" ON "substitutions" USING btree ("meeting_id","member_id") WHERE "substitutions"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "visitor_invitations_inviter_idx" ON "visitor_invitations" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_invitations_meeting_email_key" ON "visitor_invitations" USING btree ("meeting_id",lower("email")) WHERE "visitor_invitations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent', 'late', 'medical', 'substitute'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('scheduled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_ends_after_start" CHECK ("meetings"."ends_at" > "meetings"."starts_at");--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_status_check" CHECK ("rsvps"."status" in ('attending', 'tentative', 'not_attending', 'no_response'));--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_status_check" CHECK ("substitutions"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_status_check" CHECK ("visitor_invitations"."status" in ('pending', 'accepted', 'declined', 'attended', 'cancelled'));