CREATE TABLE `help_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`lead` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`reviewed_at` text NOT NULL,
	`reviewed_by` text NOT NULL,
	`updated_at` integer,
	CONSTRAINT "help_pages_language_valid" CHECK("help_pages"."language" in ('et', 'en', 'ru'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `help_pages_slug_language` ON `help_pages` (`slug`,`language`);