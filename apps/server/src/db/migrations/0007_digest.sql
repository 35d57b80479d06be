CREATE TABLE "digest_link_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_link_uses_purpose_check" CHECK ("digest_link_uses"."purpose" in ('rsvp'))
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"group_id" integer NOT NULL,
	"outbox_id" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "digest_link_uses" ADD CONSTRAINT "digest_link_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_sends_group_idx" ON "digest_sends" USING btree ("group_id");