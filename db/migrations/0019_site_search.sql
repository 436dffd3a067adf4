-- One full-text index over what the site's search box finds: published articles and the help
-- pages, in each language. Written by the stores that save them (api/src/routes/search), so it
-- holds plain text only. remove_diacritics 2 folds õ ä ö ü š ž: "oun" finds "õun".
CREATE VIRTUAL TABLE `site_search` USING fts5(
	`title`,
	`body`,
	`kind` UNINDEXED,
	`ref` UNINDEXED,
	`language` UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2'
);
