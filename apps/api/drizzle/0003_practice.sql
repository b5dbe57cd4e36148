CREATE TABLE "practice_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"user_answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"time_spent_seconds" real NOT NULL,
	CONSTRAINT "practice_answers_session_id_position_key" UNIQUE("session_id","position"),
	CONSTRAINT "practice_answers_session_id_question_id_key" UNIQUE("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"source" text DEFAULT 'topic' NOT NULL,
	"source_id" uuid,
	"queue" jsonb,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"current_question_id" uuid,
	"current_served_at" timestamp with time zone,
	"question_number" integer DEFAULT 1 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"total_answered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_user_id_started_at_idx" ON "practice_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_id_status_idx" ON "practice_sessions" USING btree ("user_id","status");