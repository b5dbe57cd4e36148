ALTER TABLE "questions" ADD COLUMN "hints" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "steps" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "frame" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "multi_step" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "in_context" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every row without a template id came from an import (the shipped bank always names its template).
UPDATE "questions" SET "imported" = true WHERE "template_id" IS NULL;
