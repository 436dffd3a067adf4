-- directory_version: one row whose version goes up whenever the directory's data changes, so
-- the API can keep its directory caches (the in-memory distance index among them) until then.
-- The distance search now walks that index, so company_geo (the R*Tree of 0013) goes.
CREATE TABLE `directory_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `directory_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `directory_version_companies_ai` AFTER INSERT ON `companies` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_companies_au` AFTER UPDATE ON `companies` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_companies_ad` AFTER DELETE ON `companies` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_company_services_ai` AFTER INSERT ON `company_services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_company_services_au` AFTER UPDATE ON `company_services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_company_services_ad` AFTER DELETE ON `company_services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_services_ai` AFTER INSERT ON `services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_services_au` AFTER UPDATE ON `services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_version_services_ad` AFTER DELETE ON `services` BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
DROP TRIGGER `company_geo_ai`;
--> statement-breakpoint
DROP TRIGGER `company_geo_ad`;
--> statement-breakpoint
DROP TRIGGER `company_geo_au`;
--> statement-breakpoint
DROP TABLE `company_geo`;
