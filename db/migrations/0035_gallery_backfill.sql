-- The gallery so far: the backgrounds offered to everyone (active, not a visitor's upload) keep
-- their order by id.
UPDATE images SET gallery_position = (
  SELECT count(*) FROM images AS earlier
  WHERE earlier.kind = 'background' AND earlier.active = 1 AND earlier.uploader_hash IS NULL
    AND earlier.id <= images.id
)
WHERE kind = 'background' AND active = 1 AND uploader_hash IS NULL;
