CREATE TABLE `payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`provider_order_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `approve_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `capture_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_capture_id_unique` ON `orders` (`capture_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_one_live_per_notice` ON `orders` (`notice_id`) WHERE "orders"."status" in ('created', 'pending', 'paid');