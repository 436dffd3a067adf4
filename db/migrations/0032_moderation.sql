CREATE TABLE `content_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`reason` text NOT NULL,
	`visitor_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_reports_one_per_visitor` ON `content_reports` (`kind`,`item_id`,`visitor_hash`);--> statement-breakpoint
CREATE TABLE `moderation_cases` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`state` text NOT NULL,
	`reports` integer DEFAULT 0 NOT NULL,
	`hidden_reason` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `moderation_cases_state` ON `moderation_cases` (`state`,`updated_at`);--> statement-breakpoint
CREATE INDEX `moderation_cases_reports` ON `moderation_cases` (`state`,`reports`,`updated_at`);--> statement-breakpoint
ALTER TABLE `notices` ADD `hold_replies` integer DEFAULT false NOT NULL;