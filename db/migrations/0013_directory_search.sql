-- The directory's two searches, kept in step with companies by triggers:
-- companies_fts: names, diacritics folded ("parnu" finds "Pärnu"), like the notices' search;
-- company_geo: an R*Tree over the companies' positions, so a distance search reads only the
-- companies inside a box around the user instead of every company.
CREATE VIRTUAL TABLE `companies_fts` USING fts5(
  name,
  content='companies',
  content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO companies_fts(rowid, name) SELECT id, name FROM companies;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_ai` AFTER INSERT ON `companies` BEGIN
  INSERT INTO companies_fts(rowid, name) VALUES (new.id, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_ad` AFTER DELETE ON `companies` BEGIN
  INSERT INTO companies_fts(companies_fts, rowid, name) VALUES ('delete', old.id, old.name);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_au` AFTER UPDATE OF name ON `companies` BEGIN
  INSERT INTO companies_fts(companies_fts, rowid, name) VALUES ('delete', old.id, old.name);
  INSERT INTO companies_fts(rowid, name) VALUES (new.id, new.name);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `company_geo` USING rtree(id, min_lat, max_lat, min_lon, max_lon);
--> statement-breakpoint
INSERT INTO company_geo(id, min_lat, max_lat, min_lon, max_lon)
  SELECT id, lat, lat, lon, lon FROM companies WHERE lat IS NOT NULL AND lon IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `company_geo_ai` AFTER INSERT ON `companies`
WHEN new.lat IS NOT NULL AND new.lon IS NOT NULL BEGIN
  INSERT INTO company_geo(id, min_lat, max_lat, min_lon, max_lon)
  VALUES (new.id, new.lat, new.lat, new.lon, new.lon);
END;
--> statement-breakpoint
CREATE TRIGGER `company_geo_ad` AFTER DELETE ON `companies` BEGIN
  DELETE FROM company_geo WHERE id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `company_geo_au` AFTER UPDATE OF lat, lon ON `companies` BEGIN
  DELETE FROM company_geo WHERE id = old.id;
  INSERT INTO company_geo(id, min_lat, max_lat, min_lon, max_lon)
  SELECT new.id, new.lat, new.lat, new.lon, new.lon
  WHERE new.lat IS NOT NULL AND new.lon IS NOT NULL;
END;
