CREATE TABLE "cell_annotations" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cell_annotations_user_id_job_id_cell_id_type_pk" PRIMARY KEY("user_id","job_id","cell_id","type")
);
--> statement-breakpoint
ALTER TABLE "cell_annotations" ADD CONSTRAINT "cell_annotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cell_annotations" ADD CONSTRAINT "cell_annotations_job_id_scrape_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scrape_jobs"("id") ON DELETE cascade ON UPDATE no action;