CREATE TABLE "exam_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"user_answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"scored" boolean NOT NULL,
	"time_spent_seconds" real NOT NULL,
	"next_question_id" uuid,
	CONSTRAINT "exam_answers_exam_id_position_key" UNIQUE("exam_id","position"),
	CONSTRAINT "exam_answers_exam_id_question_id_key" UNIQUE("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"timer_expired" boolean DEFAULT false NOT NULL,
	"stop_reason" text,
	"current_question_id" uuid,
	"current_lesson_id" uuid,
	"current_served_at" timestamp with time zone,
	"question_number" integer DEFAULT 1 NOT NULL,
	"theta" real,
	"se" real,
	"performance" real DEFAULT 0 NOT NULL,
	"detailed_performance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_time_spent" real DEFAULT 0 NOT NULL,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_user_id_status_idx" ON "exams" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "exams_status_deadline_idx" ON "exams" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_one_running_per_user_key" ON "exams" USING btree ("user_id") WHERE "exams"."status" = 'running';