-- The banners table's new columns, added to the old table first (it has no rows: the feature
-- had not been built): the generated reshape that follows (0027_banners) copies the old rows
-- into the new table by the new table's column names, which must therefore exist in the old one.
ALTER TABLE `banners` ADD `alt` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `banners` ADD `placements` integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE `banners` ADD `starts_on` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `banners` ADD `ends_on` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `banners` ADD `weight` integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE `banners` ADD `updated_at` integer NOT NULL DEFAULT 0;
