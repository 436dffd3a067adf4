ALTER TABLE `orders` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'et' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `edit_token_sealed` text;