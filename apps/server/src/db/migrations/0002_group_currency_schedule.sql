ALTER TABLE "groups" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "meeting_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_currency_format" CHECK ("groups"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_meeting_weekday_check" CHECK ("groups"."meeting_weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_meeting_duration_check" CHECK ("groups"."meeting_duration_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_capacity_check" CHECK ("groups"."capacity" >= 0);