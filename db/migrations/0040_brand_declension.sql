-- The brand declines as küünal does: Küünla, Küünlal, Küünlas, Küünlast, Küünlasse, Küünlaga
-- (the seed since 64e5705, db/seed/brand-name.test.ts). Text seeded before it, in help and legal
-- pages, articles, poems' rights and the site search's copy of them, still says Küünali,
-- Küünalil, Küünalis...: each such "Küünali" becomes "Küünla" when what follows it is one of those
-- endings and then no letter ("Küünalijalg" stays). The same rule as db/pg/migrations/0006.
-- SQLite has no regular expressions: each distinct text is rewritten once, in brand_fix, by a walk
-- from one "Küünali" to the next, and the columns take the rewritten copies.
CREATE TEMP TABLE `brand_fix` (`old` text PRIMARY KEY NOT NULL, `new` text);
--> statement-breakpoint
INSERT OR IGNORE INTO `brand_fix` (`old`)
SELECT v FROM (
  SELECT `title` AS v FROM `help_pages` UNION ALL SELECT `lead` FROM `help_pages`
  UNION ALL SELECT `description` FROM `help_pages` UNION ALL SELECT `content` FROM `help_pages`
  UNION ALL SELECT `text` FROM `help_pages` UNION ALL SELECT `reviewed_by` FROM `help_pages`
  UNION ALL SELECT `title` FROM `articles` UNION ALL SELECT `lead` FROM `articles`
  UNION ALL SELECT `body` FROM `articles` UNION ALL SELECT `doc` FROM `articles`
  UNION ALL SELECT `text` FROM `articles` UNION ALL SELECT `meta_description` FROM `articles`
  UNION ALL SELECT `body` FROM `poems` UNION ALL SELECT `title` FROM `poems`
  UNION ALL SELECT `licence_scope` FROM `poems`
  UNION ALL SELECT `title` FROM `site_search` UNION ALL SELECT `body` FROM `site_search`
) WHERE instr(v, 'Küünali') > 0;
--> statement-breakpoint
UPDATE `brand_fix` SET `new` = (
  WITH RECURSIVE
    `ending`(e) AS (VALUES (''), ('l'), ('s'), ('st'), ('sse'), ('ga')),
    -- `done`: the text up to and with the last "Küünali" seen, rewritten; `rest`: what follows it
    `walk`(done, rest) AS (
      SELECT '', `brand_fix`.`old`
      UNION ALL
      SELECT
        CASE WHEN instr(rest, 'Küünali') = 0 THEN done || rest
          ELSE done || substr(rest, 1, instr(rest, 'Küünali') - 1) || coalesce((
            SELECT 'Küünla' FROM `ending`
             WHERE substr(rest, instr(rest, 'Küünali') + 7, length(e)) = e
               AND NOT substr(rest, instr(rest, 'Küünali') + 7 + length(e), 1)
                 GLOB '[A-Za-zÀ-ÖØ-öø-ɏЀ-ӿ]'
             LIMIT 1), 'Küünali') END,
        CASE WHEN instr(rest, 'Küünali') = 0 THEN ''
          ELSE substr(rest, instr(rest, 'Küünali') + 7) END
      FROM `walk` WHERE rest <> ''
    )
  SELECT done FROM `walk` WHERE rest = ''
);
--> statement-breakpoint
DELETE FROM `brand_fix` WHERE `new` = `old`;
--> statement-breakpoint
UPDATE `help_pages` SET
  `title` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `title`), `title`),
  `lead` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `lead`), `lead`),
  `description` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `description`), `description`),
  `content` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `content`), `content`),
  `text` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `text`), `text`),
  `reviewed_by` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `reviewed_by`), `reviewed_by`);
--> statement-breakpoint
UPDATE `articles` SET
  `title` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `title`), `title`),
  `lead` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `lead`), `lead`),
  `body` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `body`), `body`),
  `doc` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `doc`), `doc`),
  `text` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `text`), `text`),
  `meta_description` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `meta_description`), `meta_description`);
--> statement-breakpoint
UPDATE `poems` SET
  `body` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `body`), `body`),
  `title` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `title`), `title`),
  `licence_scope` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `licence_scope`), `licence_scope`);
--> statement-breakpoint
UPDATE `site_search` SET
  `title` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `title`), `title`),
  `body` = coalesce((SELECT `new` FROM `brand_fix` WHERE `old` = `body`), `body`)
 WHERE rowid IN (SELECT rowid FROM `site_search` WHERE instr(`title`, 'Küünali') > 0 OR instr(`body`, 'Küünali') > 0);
--> statement-breakpoint
DROP TABLE `brand_fix`;
