CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"question_id" uuid,
	"card" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"last_reviewed_at" timestamp with time zone NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_kind_key_key" UNIQUE("user_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "hints_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "first_try_correct" boolean;--> statement-breakpoint
-- Before issue 22 every practice answer was locked at its first try.
UPDATE "practice_answers" SET "first_try_correct" = "is_correct";--> statement-breakpoint
ALTER TABLE "practice_answers" ALTER COLUMN "first_try_correct" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "first_answer" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "current_hints_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "current_first_answer" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "current_first_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_id_due_idx" ON "review_cards" USING btree ("user_id","due");