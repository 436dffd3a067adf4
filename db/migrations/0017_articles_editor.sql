DROP TABLE `article_relations`;--> statement-breakpoint
DROP INDEX `articles_published`;--> statement-breakpoint
ALTER TABLE `articles` ADD `doc` text DEFAULT '{"type":"doc","content":[]}' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `published` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `reviewed_at` text;--> statement-breakpoint
CREATE INDEX `articles_category` ON `articles` (`published`,`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_published` ON `articles` (`published`,`published_at`);--> statement-breakpoint
ALTER TABLE `poems` ADD `mood` text DEFAULT 'memory' NOT NULL;--> statement-breakpoint
ALTER TABLE `poems` ADD `notice_types` integer DEFAULT 14 NOT NULL;