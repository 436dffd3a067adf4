ALTER TABLE `orders` ADD `refunded_at` integer;--> statement-breakpoint
CREATE INDEX `orders_paid` ON `orders` (`paid_at`);--> statement-breakpoint
CREATE INDEX `orders_refunded` ON `orders` (`refunded_at`);--> statement-breakpoint
CREATE INDEX `candles_created` ON `candles` (`created_at`);--> statement-breakpoint
CREATE INDEX `replies_created` ON `replies` (`created_at`);