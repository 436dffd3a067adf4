CREATE TABLE "notice_counter_shards" (
	"notice_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"candles" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counter_shards_notice_id_shard_pk" PRIMARY KEY("notice_id","shard")
);
--> statement-breakpoint
ALTER TABLE "notice_counter_shards" ADD CONSTRAINT "notice_counter_shards_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The notice list version's triggers also signal the change (LISTEN notice_list_version): each
-- app instance keeps its 1-second list cache and its cached totals until the version moves, and
-- learns of another instance's changes from this. The payload is empty, so the notifications of
-- one transaction fold into one.
CREATE FUNCTION bump_notice_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notice_list_version" SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('notice_list_version', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notice_list_version_notice AFTER INSERT OR DELETE ON "notices"
  FOR EACH ROW EXECUTE FUNCTION bump_notice_list_version();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notice_list_version_notice_update
  AFTER UPDATE OF status, type, published_at, deceased_name, maiden_name ON "notices"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.deceased_name IS DISTINCT FROM NEW.deceased_name
    OR OLD.maiden_name IS DISTINCT FROM NEW.maiden_name)
  EXECUTE FUNCTION bump_notice_list_version();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notice_list_version_county AFTER INSERT OR DELETE ON "notice_counties"
  FOR EACH ROW EXECUTE FUNCTION bump_notice_list_version();
