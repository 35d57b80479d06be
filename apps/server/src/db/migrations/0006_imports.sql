CREATE TABLE "imported_palms" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"p" integer DEFAULT 0 NOT NULL,
	"a" integer DEFAULT 0 NOT NULL,
	"l" integer DEFAULT 0 NOT NULL,
	"m" integer DEFAULT 0 NOT NULL,
	"s" integer DEFAULT 0 NOT NULL,
	"rgi" integer DEFAULT 0 NOT NULL,
	"rgo" integer DEFAULT 0 NOT NULL,
	"rri" integer DEFAULT 0 NOT NULL,
	"rro" integer DEFAULT 0 NOT NULL,
	"v" integer DEFAULT 0 NOT NULL,
	"one_to_ones" integer DEFAULT 0 NOT NULL,
	"tyfcb" numeric(16, 2) DEFAULT '0' NOT NULL,
	"ceu" numeric(10, 1) DEFAULT '0' NOT NULL,
	"t" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_palms_period_order" CHECK ("imported_palms"."period_to" >= "imported_palms"."period_from")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"file_name" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('members', 'palms'))
);
--> statement-breakpoint
ALTER TABLE "imported_palms" ADD CONSTRAINT "imported_palms_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_palms" ADD CONSTRAINT "imported_palms_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_palms" ADD CONSTRAINT "imported_palms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_palms_user_period_idx" ON "imported_palms" USING btree ("user_id","period_from");--> statement-breakpoint
CREATE INDEX "imported_palms_group_period_idx" ON "imported_palms" USING btree ("group_id","period_from");--> statement-breakpoint
CREATE INDEX "imported_palms_import_idx" ON "imported_palms" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imports_group_created_idx" ON "imports" USING btree ("group_id","created_at");