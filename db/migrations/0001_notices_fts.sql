-- Full-text search over deceased and maiden names, diacritics folded ("ounapuu" finds "Õunapuu").
-- External-content table: the text lives in notices; triggers keep the index in step.
CREATE VIRTUAL TABLE `notices_fts` USING fts5(
  deceased_name,
  maiden_name,
  content='notices',
  content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `notices_fts_ai` AFTER INSERT ON `notices` BEGIN
  INSERT INTO notices_fts(rowid, deceased_name, maiden_name) VALUES (new.id, new.deceased_name, coalesce(new.maiden_name, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `notices_fts_ad` AFTER DELETE ON `notices` BEGIN
  INSERT INTO notices_fts(notices_fts, rowid, deceased_name, maiden_name) VALUES ('delete', old.id, old.deceased_name, coalesce(old.maiden_name, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `notices_fts_au` AFTER UPDATE OF deceased_name, maiden_name ON `notices` BEGIN
  INSERT INTO notices_fts(notices_fts, rowid, deceased_name, maiden_name) VALUES ('delete', old.id, old.deceased_name, coalesce(old.maiden_name, ''));
  INSERT INTO notices_fts(rowid, deceased_name, maiden_name) VALUES (new.id, new.deceased_name, coalesce(new.maiden_name, ''));
END;
