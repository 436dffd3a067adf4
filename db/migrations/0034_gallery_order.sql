ALTER TABLE `images` ADD `gallery_position` integer;--> statement-breakpoint
CREATE INDEX `images_gallery` ON `images` (`gallery_position`) WHERE "images"."gallery_position" is not null;--> statement-breakpoint
CREATE INDEX `notices_background` ON `notices` (`background_image_id`);--> statement-breakpoint
CREATE INDEX `notices_poem` ON `notices` (`poem_id`);