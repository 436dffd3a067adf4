CREATE TABLE `banner_marks` (
	`banner_id` integer NOT NULL,
	`day` text NOT NULL,
	`visitor_hash` text NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`banner_id`, `day`, `visitor_hash`, `kind`),
	FOREIGN KEY (`banner_id`) REFERENCES `banners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `banner_marks_day` ON `banner_marks` (`day`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer NOT NULL,
	`link_url` text NOT NULL,
	`alt` text NOT NULL,
	`placements` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`weight` integer DEFAULT 1 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "banners_days" CHECK("__new_banners"."starts_on" <= "__new_banners"."ends_on"),
	CONSTRAINT "banners_weight" CHECK("__new_banners"."weight" BETWEEN 1 AND 100),
	CONSTRAINT "banners_placements" CHECK("__new_banners"."placements" BETWEEN 1 AND 15)
);
--> statement-breakpoint
INSERT INTO `__new_banners`("id", "image_id", "link_url", "alt", "placements", "starts_on", "ends_on", "weight", "active", "views", "clicks", "created_at", "updated_at") SELECT "id", "image_id", "link_url", "alt", "placements", "starts_on", "ends_on", "weight", "active", "views", "clicks", "created_at", "updated_at" FROM `banners`;--> statement-breakpoint
DROP TABLE `banners`;--> statement-breakpoint
ALTER TABLE `__new_banners` RENAME TO `banners`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `banners_showing` ON `banners` (`active`,`ends_on`);