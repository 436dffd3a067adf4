CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`order_id` integer,
	`recipient` text,
	`subject` text,
	`text_body` text,
	`html_body` text,
	`message_id` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer NOT NULL,
	`lease_until` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_state_due` ON `mail_outbox` (`state`,`due_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mail_id` integer NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`content` blob NOT NULL,
	FOREIGN KEY (`mail_id`) REFERENCES `mail_outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A paid order's confirmation mail is queued by the database in the very transaction that marks
-- the order paid, whichever code path does it; the mail sender composes it from the order.
CREATE TRIGGER `orders_paid_mail` AFTER UPDATE OF `status` ON `orders`
WHEN NEW.`status` = 'paid' AND OLD.`status` <> 'paid' BEGIN
  INSERT INTO mail_outbox (kind, order_id, due_at)
  VALUES ('order_paid', NEW.id, coalesce(NEW.paid_at, NEW.updated_at));
END;
