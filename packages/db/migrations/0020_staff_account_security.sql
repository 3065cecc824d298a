CREATE TABLE "staff_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_devices_staff_idx" ON "staff_devices" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_login_attempts_device_idx" ON "staff_login_attempts" USING btree ("device","created_at");