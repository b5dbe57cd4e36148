CREATE TABLE "figures" (
	"id" text PRIMARY KEY NOT NULL,
	"svg" text NOT NULL,
	"alt" text NOT NULL,
	"description" jsonb
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lessons_topic_id_name_key" UNIQUE("topic_id","name")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb,
	"answer" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"tolerance" real,
	"decimals" integer,
	"graph" text DEFAULT '' NOT NULL,
	"template_id" text,
	"family_id" text,
	"variant_key" text NOT NULL,
	"irt_a" real NOT NULL,
	"irt_b" real NOT NULL,
	"irt_c" real NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"distractor_tags" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_variant_key_key" UNIQUE("variant_key")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "topics_name_key" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_lesson_id_idx" ON "questions" USING btree ("lesson_id");