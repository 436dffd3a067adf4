ALTER TABLE `notices` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `hidden_reason` text;