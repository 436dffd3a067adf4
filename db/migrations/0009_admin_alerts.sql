CREATE TABLE `admin_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`message` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`acknowledged_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_alerts_open` ON `admin_alerts` (`acknowledged_at`,`created_at`);