CREATE TABLE "job_risk_checks" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"job_version" integer NOT NULL,
	"analysis" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_risk_checks" ADD CONSTRAINT "job_risk_checks_job_id_scrape_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;