ALTER TABLE `orders` ADD `refund_due_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_id` text;--> statement-breakpoint
CREATE INDEX `orders_refund_due` ON `orders` (`refund_due_at`) WHERE "orders"."refund_due_at" is not null and "orders"."status" = 'failed';