-- The folding text search configuration the name and site searches use (decision 0063):
-- the simple parser and dictionary behind unaccent, so "ounapuu" finds "Õunapuu" and
-- "saskov" finds "Šaškov", in the stored vectors and in the queries alike. Before the tables:
-- their generated tsvector columns name it. unaccent is a trusted extension: a database owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION folded (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION folded
  ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple;
