-- Bump the list version on every change that can alter a notice list's membership or total.
INSERT INTO `notice_list_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `notice_list_version_notice_ai` AFTER INSERT ON `notices` BEGIN
  UPDATE notice_list_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `notice_list_version_notice_au` AFTER UPDATE OF status, type, published_at, deceased_name, maiden_name ON `notices` BEGIN
  UPDATE notice_list_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `notice_list_version_notice_ad` AFTER DELETE ON `notices` BEGIN
  UPDATE notice_list_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `notice_list_version_county_ai` AFTER INSERT ON `notice_counties` BEGIN
  UPDATE notice_list_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `notice_list_version_county_ad` AFTER DELETE ON `notice_counties` BEGIN
  UPDATE notice_list_version SET version = version + 1 WHERE id = 1;
END;
