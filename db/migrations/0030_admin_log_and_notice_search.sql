CREATE INDEX `notices_created` ON `notices` (`created_at`);--> statement-breakpoint
CREATE INDEX `notices_status_created` ON `notices` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action` ON `audit_log` (`action`,`at`);