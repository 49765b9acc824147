ALTER TABLE "cell_annotations" DROP CONSTRAINT "cell_annotations_user_id_job_id_cell_id_type_pk";--> statement-breakpoint
ALTER TABLE "cell_annotations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cell_annotations" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "cell_annotations" ADD COLUMN "anonymous_owner" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cell_annotations_user_cell_idx" ON "cell_annotations" USING btree ("user_id","job_id","cell_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "cell_annotations_anon_cell_idx" ON "cell_annotations" USING btree ("anonymous_owner","job_id","cell_id","type");--> statement-breakpoint
ALTER TABLE "cell_annotations" ADD CONSTRAINT "cell_annotations_one_owner" CHECK (("cell_annotations"."user_id" is null) <> ("cell_annotations"."anonymous_owner" is null));