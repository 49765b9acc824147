CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" text NOT NULL,
	"user_id" uuid,
	"client_user_id" text,
	"user_message" text NOT NULL,
	"ai_response" text NOT NULL,
	"workflow_actions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_chunks" (
	"job_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"status" text NOT NULL,
	"pages" integer NOT NULL,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_chunks_job_id_index_pk" PRIMARY KEY("job_id","index")
);
--> statement-breakpoint
CREATE TABLE "job_pages" (
	"job_id" uuid NOT NULL,
	"url" text NOT NULL,
	"depth" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"chunk" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_pages_job_id_url_pk" PRIMARY KEY("job_id","url")
);
--> statement-breakpoint
CREATE TABLE "modal_usage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"model" text NOT NULL,
	"request_type" text NOT NULL,
	"processing_time_ms" integer NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"estimated_cost" double precision NOT NULL,
	"success" boolean NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrape_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"anonymous_owner" text,
	"status" text NOT NULL,
	"instruction" text NOT NULL,
	"url" text NOT NULL,
	"plan" jsonb,
	"options" jsonb NOT NULL,
	"processed_pages" integer DEFAULT 0 NOT NULL,
	"total_pages" integer DEFAULT 0 NOT NULL,
	"total_results" integer DEFAULT 0 NOT NULL,
	"current_chunk" integer DEFAULT 0 NOT NULL,
	"total_chunks" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"run_start_pages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraped_data" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"type" text NOT NULL,
	"selector" text NOT NULL,
	"content" jsonb,
	"confidence" double precision NOT NULL,
	"metadata" jsonb,
	"url" text NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_chunks" ADD CONSTRAINT "job_chunks_job_id_scrape_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pages" ADD CONSTRAINT "job_pages_job_id_scrape_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_usage_logs" ADD CONSTRAINT "modal_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrape_jobs" ADD CONSTRAINT "scrape_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraped_data" ADD CONSTRAINT "scraped_data_job_id_scrape_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_conversation_idx" ON "conversations" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "job_pages_pending_idx" ON "job_pages" USING btree ("job_id","status","seq");--> statement-breakpoint
CREATE INDEX "modal_usage_logs_time_idx" ON "modal_usage_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "modal_usage_logs_user_idx" ON "modal_usage_logs" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "scrape_jobs_user_idx" ON "scrape_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scrape_jobs_anon_idx" ON "scrape_jobs" USING btree ("anonymous_owner");--> statement-breakpoint
CREATE INDEX "scraped_data_job_idx" ON "scraped_data" USING btree ("job_id","seq");