CREATE TABLE "trial_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trial_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"user_answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"scored" boolean NOT NULL,
	"time_spent_seconds" real NOT NULL,
	CONSTRAINT "trial_answers_trial_id_position_key" UNIQUE("trial_id","position"),
	CONSTRAINT "trial_answers_trial_id_question_id_key" UNIQUE("trial_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"seed" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"timer_expired" boolean DEFAULT false NOT NULL,
	"stop_reason" text,
	"question_number" integer DEFAULT 1 NOT NULL,
	"current_served_at" timestamp with time zone,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"average_time_spent" real DEFAULT 0 NOT NULL,
	"time_taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_answers" ADD CONSTRAINT "trial_answers_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trials_user_id_status_idx" ON "trials" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "trials_status_deadline_idx" ON "trials" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_one_running_per_user_key" ON "trials" USING btree ("user_id") WHERE "trials"."status" = 'running';