CREATE TABLE "shipped_bank" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_variant_key_key";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "exact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "true_value" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_kind" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "synonyms" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_active_variant_key_key" ON "questions" USING btree ("variant_key") WHERE "questions"."status" = 'active';