CREATE TABLE `company_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`registry_code` text NOT NULL,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_claims_token_hash_unique` ON `company_claims` (`token_hash`);--> statement-breakpoint
CREATE INDEX `company_claims_company` ON `company_claims` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `company_claims_user` ON `company_claims` (`user_id`);--> statement-breakpoint
CREATE TABLE `company_prices` (
	`company_id` integer NOT NULL,
	`price_group` text NOT NULL,
	`from_cents` integer NOT NULL,
	`confirmed_on` text NOT NULL,
	PRIMARY KEY(`company_id`, `price_group`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_prices_amount_valid" CHECK("company_prices"."from_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE `companies` ADD `county_id` integer REFERENCES counties(id);--> statement-breakpoint
ALTER TABLE `companies` ADD `registry_code` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `transport_phone` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `cremation_from_cents` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `burial_from_cents` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `companies_county` ON `companies` (`county_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `companies_registry_code` ON `companies` (`registry_code`);--> statement-breakpoint
CREATE INDEX `companies_owner` ON `companies` (`owner_user_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `reviews_company_status` ON `reviews` (`company_id`,`status`,`created_at`);