ALTER TABLE "job_pages" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "job_pages" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "job_pages" ADD COLUMN "links" jsonb;--> statement-breakpoint
ALTER TABLE "job_pages" ADD COLUMN "not_modified" boolean DEFAULT false NOT NULL;