-- Service requests (issue 14): the family's request, its services, the providers alerted (one
-- alert time for all), their offers, the family's push follows and each provider company's alert
-- settings. push_jobs gains request jobs: its notice_id may be null and it may name a request.
-- The placeholder tables of the first schema (service_requests, service_request_services,
-- provider_alerts) were never used and go.
DROP TABLE `service_request_services`;--> statement-breakpoint
DROP TABLE `service_requests`;--> statement-breakpoint
DROP TABLE `provider_alerts`;--> statement-breakpoint
CREATE TABLE `provider_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`radius_km` integer NOT NULL,
	`counties` text DEFAULT '[]' NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`push` integer DEFAULT true NOT NULL,
	`email` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `request_follows` (
	`request_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`request_id`, `subscription_id`),
	FOREIGN KEY (`request_id`) REFERENCES `service_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `request_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`includes` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`valid_until` text NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`client_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`request_id`) REFERENCES `service_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "request_offers_total" CHECK("request_offers"."total_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `request_offers_client_key_unique` ON `request_offers` (`client_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `request_offers_one_per_company` ON `request_offers` (`request_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `request_offers_company` ON `request_offers` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `request_offers_status_valid` ON `request_offers` (`status`,`valid_until`);--> statement-breakpoint
CREATE TABLE `request_recipients` (
	`request_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`distance_km` real NOT NULL,
	`alerted_at` integer NOT NULL,
	`channel` text NOT NULL,
	`read_at` integer,
	PRIMARY KEY(`request_id`, `company_id`),
	FOREIGN KEY (`request_id`) REFERENCES `service_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `request_recipients_company` ON `request_recipients` (`company_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `request_services` (
	`request_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`request_id`, `service_id`),
	FOREIGN KEY (`request_id`) REFERENCES `service_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `service_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'unconfirmed' NOT NULL,
	`close_reason` text,
	`place_id` integer NOT NULL,
	`funeral_date` text,
	`attendees` integer,
	`budget_cents` integer,
	`message` text DEFAULT '' NOT NULL,
	`contact_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`max_providers` integer NOT NULL,
	`locale` text DEFAULT 'et' NOT NULL,
	`providers_asked` integer DEFAULT 0 NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	`closes_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`place_id`) REFERENCES `places`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "service_requests_providers" CHECK("service_requests"."max_providers" between 1 and 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_requests_token_hash_unique` ON `service_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `service_requests_status_closes` ON `service_requests` (`status`,`closes_at`);--> statement-breakpoint
CREATE INDEX `service_requests_ended` ON `service_requests` (`ended_at`);--> statement-breakpoint
CREATE INDEX `service_requests_email` ON `service_requests` (`contact_email`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_push_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notice_id` integer,
	`request_id` integer,
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
	FOREIGN KEY (`request_id`) REFERENCES `service_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_push_jobs`("id", "notice_id", "request_id", "subscription_id", "kind", "payload", "count", "due_at", "attempts", "state", "last_error", "created_at") SELECT "id", "notice_id", NULL, "subscription_id", "kind", "payload", "count", "due_at", "attempts", "state", "last_error", "created_at" FROM `push_jobs`;--> statement-breakpoint
DROP TABLE `push_jobs`;--> statement-breakpoint
ALTER TABLE `__new_push_jobs` RENAME TO `push_jobs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `push_jobs_state_due` ON `push_jobs` (`state`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_jobs_one_pending_candles` ON `push_jobs` (`notice_id`) WHERE "push_jobs"."kind" = 'candles' and "push_jobs"."state" = 'pending' and "push_jobs"."subscription_id" is null;