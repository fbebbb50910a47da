ALTER TABLE "users" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;
--> statement-breakpoint
-- custom: staff
-- The audit log is append-only, and TRUNCATE (which row triggers never see) is refused as well.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
