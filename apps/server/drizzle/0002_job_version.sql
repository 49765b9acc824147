ALTER TABLE "scrape_jobs" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "scrape_jobs_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "scrape_jobs_version" BEFORE UPDATE ON "scrape_jobs"
  FOR EACH ROW EXECUTE FUNCTION "scrape_jobs_bump_version"();
