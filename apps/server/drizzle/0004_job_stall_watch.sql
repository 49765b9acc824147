ALTER TABLE "scrape_jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_chunks_unfinished_idx" ON "job_chunks" USING btree ("status") WHERE "job_chunks"."status" in ('queued', 'running', 'draining');--> statement-breakpoint
CREATE INDEX "scrape_jobs_processing_idx" ON "scrape_jobs" USING btree ("updated_at") WHERE "scrape_jobs"."status" = 'processing';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "scrape_jobs_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
