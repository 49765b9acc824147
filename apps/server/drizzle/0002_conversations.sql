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
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_usage_logs" ADD CONSTRAINT "modal_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_conversation_idx" ON "conversations" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "modal_usage_logs_time_idx" ON "modal_usage_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "modal_usage_logs_user_idx" ON "modal_usage_logs" USING btree ("user_id","timestamp");