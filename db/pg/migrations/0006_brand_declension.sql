-- The brand declines as küünal does: Küünla, Küünlal, Küünlas, Küünlast, Küünlasse, Küünlaga
-- (the seed since 64e5705, db/seed/brand-name.test.ts). Text seeded before it, in help and legal
-- pages, articles, poems' rights and the site search's copy of them, still says Küünali,
-- Küünalil, Küünalis...: each such "Küünali" becomes "Küünla" when what follows it is one of those
-- endings and then no letter ("Küünalijalg" stays). The same rule as SQLite's 0040_brand_declension.
-- The letters are named, not [[:alpha:]], which depends on the database's locale.
CREATE FUNCTION pg_temp.brand_fix(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(value, 'Küünali((?:l|s|st|sse|ga)?)(?![A-Za-zÀ-ÖØ-öø-ɏЀ-ӿ])', 'Küünla\1', 'g')
$$;
--> statement-breakpoint
UPDATE "help_pages" SET
  "title" = pg_temp.brand_fix("title"),
  "lead" = pg_temp.brand_fix("lead"),
  "description" = pg_temp.brand_fix("description"),
  "content" = pg_temp.brand_fix("content"::text)::jsonb,
  "text" = pg_temp.brand_fix("text"),
  "reviewed_by" = pg_temp.brand_fix("reviewed_by")
 WHERE strpos(concat_ws(' ', "title", "lead", "description", "content"::text, "text", "reviewed_by"), 'Küünali') > 0;
--> statement-breakpoint
UPDATE "articles" SET
  "title" = pg_temp.brand_fix("title"),
  "lead" = pg_temp.brand_fix("lead"),
  "body" = pg_temp.brand_fix("body"),
  "doc" = pg_temp.brand_fix("doc"::text)::jsonb,
  "text" = pg_temp.brand_fix("text"),
  "meta_description" = pg_temp.brand_fix("meta_description")
 WHERE strpos(concat_ws(' ', "title", "lead", "body", "doc"::text, "text", "meta_description"), 'Küünali') > 0;
--> statement-breakpoint
UPDATE "poems" SET
  "body" = pg_temp.brand_fix("body"),
  "title" = pg_temp.brand_fix("title"),
  "licence_scope" = pg_temp.brand_fix("licence_scope")
 WHERE strpos(concat_ws(' ', "body", "title", "licence_scope"), 'Küünali') > 0;
--> statement-breakpoint
UPDATE "site_search" SET
  "title" = pg_temp.brand_fix("title"),
  "body" = pg_temp.brand_fix("body")
 WHERE strpos("title" || ' ' || "body", 'Küünali') > 0;
--> statement-breakpoint
DROP FUNCTION pg_temp.brand_fix(text);
