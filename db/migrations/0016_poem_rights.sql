-- poem_rights: each poem's title and rights (the author's year of death, folk poetry, or a
-- recorded licence; the rule is db/domain/poem-rights.ts), and the notice's poem_id, so a
-- published notice shows the author and title of a poem taken from the bank.
-- drizzle-kit leaves ON DELETE out of an added column's reference: written in by hand.
ALTER TABLE `notices` ADD `poem_id` integer REFERENCES poems(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `poems` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `poems` ADD `author_death_year` integer;--> statement-breakpoint
ALTER TABLE `poems` ADD `folk` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `poems` ADD `licence_grantor` text;--> statement-breakpoint
ALTER TABLE `poems` ADD `licence_granted_on` text;--> statement-breakpoint
ALTER TABLE `poems` ADD `licence_scope` text;--> statement-breakpoint
-- Existing notices keep their text; one whose text is a bank poem gets that poem's attribution.
UPDATE `notices` SET `poem_id` = (SELECT min(`id`) FROM `poems` WHERE `poems`.`body` = `notices`.`poem`)
  WHERE `poem` <> '';
