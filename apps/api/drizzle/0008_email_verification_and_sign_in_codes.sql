CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"binding_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_in_codes" ADD CONSTRAINT "social_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_sign_in_codes_user_id_idx" ON "social_sign_in_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_sign_in_codes_expires_at_idx" ON "social_sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
-- Existing accounts (docs/decisions/023). Verified: an account a provider vouched for (a linked identity with a verified e-mail). Everything else (password accounts, accounts of unverified provider claims) starts unverified.
UPDATE "users" SET "email_verified_at" = now() WHERE EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = "users"."id" AND i."email_verified");--> statement-breakpoint
-- A password account that a verified provider identity was linked to later may have been registered by someone else first (issue 17, finding 3): the provider identity wins, as it would from now on. Every session ends, unverified claims go, then the password (which may be the other person's) is removed; the owner signs in with the provider or sets a password through Reset Password.
UPDATE "sessions" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT u."id" FROM "users" u JOIN "user_identities" i ON i."user_id" = u."id" WHERE u."password_hash" IS NOT NULL AND i."email_verified" AND i."created_at" > u."created_at");--> statement-breakpoint
DELETE FROM "user_identities" WHERE NOT "email_verified" AND "user_id" IN (SELECT u."id" FROM "users" u JOIN "user_identities" i ON i."user_id" = u."id" WHERE u."password_hash" IS NOT NULL AND i."email_verified" AND i."created_at" > u."created_at");--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL, "updated_at" = now() WHERE "password_hash" IS NOT NULL AND EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = "users"."id" AND i."email_verified" AND i."created_at" > "users"."created_at");
