CREATE TABLE `planner_tasks` (
	`planner_id` integer NOT NULL,
	`key` text NOT NULL,
	`title` text,
	`done` integer DEFAULT false NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`changed_by` text,
	`changed_at` integer NOT NULL,
	PRIMARY KEY(`planner_id`, `key`),
	FOREIGN KEY (`planner_id`) REFERENCES `planners`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "planner_tasks_title" CHECK(length("planner_tasks"."title") <= 120),
	CONSTRAINT "planner_tasks_note" CHECK(length("planner_tasks"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE `planners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`death_date` text,
	`funeral_date` text,
	`dates_by` text,
	`dates_changed_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `planners_token_hash_unique` ON `planners` (`token_hash`);