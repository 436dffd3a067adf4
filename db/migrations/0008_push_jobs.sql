CREATE TABLE `push_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notice_id` integer NOT NULL,
	`subscription_id` integer,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`due_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_jobs_state_due` ON `push_jobs` (`state`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_jobs_one_pending_candles` ON `push_jobs` (`notice_id`) WHERE "push_jobs"."kind" = 'candles' and "push_jobs"."state" = 'pending' and "push_jobs"."subscription_id" is null;--> statement-breakpoint
CREATE TABLE `push_notice_state` (
	`notice_id` integer PRIMARY KEY NOT NULL,
	`candles_notified_at` integer,
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `follows` ADD `anniversary_sent_year` integer;