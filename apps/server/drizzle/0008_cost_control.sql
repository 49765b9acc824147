CREATE TABLE "cost_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"recommendation" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_budgets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily" double precision NOT NULL,
	"weekly" double precision NOT NULL,
	"monthly" double precision NOT NULL,
	"max_per_request" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_alerts" ADD CONSTRAINT "cost_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_budgets" ADD CONSTRAINT "user_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_alerts_window_idx" ON "cost_alerts" USING btree ("user_id","type","window_start");--> statement-breakpoint
CREATE INDEX "cost_alerts_user_time_idx" ON "cost_alerts" USING btree ("user_id","timestamp");