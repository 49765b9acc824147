CREATE TABLE "budget_holds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"left_at_base" double precision NOT NULL,
	"charged" double precision DEFAULT 0 NOT NULL,
	"held" double precision DEFAULT 0 NOT NULL,
	"released" double precision DEFAULT 0 NOT NULL,
	"based_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_holds" ADD CONSTRAINT "budget_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");