-- One view and one click per banner, client address (its keyed hash) and Tallinn day
-- (decision 0108). SQLite adds a NOT NULL column only with a default; the store always writes
-- the address. Today's marks made before have no address: each takes its visitor's hash,
-- which is unique per banner, day and kind already, so the unique index holds.
ALTER TABLE `banner_marks` ADD `address_hash` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `banner_marks` SET `address_hash` = `visitor_hash`;--> statement-breakpoint
CREATE UNIQUE INDEX `banner_marks_address` ON `banner_marks` (`banner_id`,`day`,`address_hash`,`kind`);
