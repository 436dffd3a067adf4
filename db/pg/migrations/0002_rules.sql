-- What SQLite's custom migrations do with triggers and rows, for PostgreSQL (decision 0063).
-- The FTS5 triggers (0001, 0013) have no counterpart: the name and site searches are generated
-- tsvector columns. company_geo (0013) was dropped in SQLite's 0015.

-- The notice name sort key is compared byte by byte (db/domain/estonian-sort.ts): a locale's
-- collation would ignore its spaces and sort "Anna Tamm" after "Annabel".
ALTER TABLE "notices" ALTER COLUMN "name_sort_key" SET DATA TYPE text COLLATE "C";
--> statement-breakpoint

-- The two version rows the API keys its caches on, and their triggers: bump_version(table)
-- counts up the one row of the table it names.
CREATE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET version = version + 1 WHERE id = 1', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The notice list version (SQLite 0003): up on every change that can alter a notice list's
-- members or total, so the API's cached list totals are recomputed.
INSERT INTO "notice_list_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER notice_list_version_notice AFTER INSERT OR DELETE ON "notices"
  FOR EACH ROW EXECUTE FUNCTION bump_version('notice_list_version');
--> statement-breakpoint
-- only a real change (SQLite's trigger fires whenever a column is set; a list cannot tell)
CREATE TRIGGER notice_list_version_notice_update
  AFTER UPDATE OF status, type, published_at, deceased_name, maiden_name ON "notices"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.deceased_name IS DISTINCT FROM NEW.deceased_name
    OR OLD.maiden_name IS DISTINCT FROM NEW.maiden_name)
  EXECUTE FUNCTION bump_version('notice_list_version');
--> statement-breakpoint
CREATE TRIGGER notice_list_version_county AFTER INSERT OR DELETE ON "notice_counties"
  FOR EACH ROW EXECUTE FUNCTION bump_version('notice_list_version');
--> statement-breakpoint

-- The directory version (SQLite 0015): up whenever a company, what it offers or a category
-- changes; the API keeps its directory caches (the distance index among them) per version.
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER directory_version_companies AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION bump_version('directory_version');
--> statement-breakpoint
CREATE TRIGGER directory_version_company_services
  AFTER INSERT OR UPDATE OR DELETE ON "company_services"
  FOR EACH ROW EXECUTE FUNCTION bump_version('directory_version');
--> statement-breakpoint
CREATE TRIGGER directory_version_services AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION bump_version('directory_version');
--> statement-breakpoint

-- A paid order's confirmation mail (SQLite 0011) is queued in the very transaction that marks
-- the order paid, whichever code path does it; the mail sender composes it from the order.
CREATE FUNCTION queue_order_paid_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_outbox (kind, order_id, due_at)
  VALUES ('order_paid', NEW.id, coalesce(NEW.paid_at, NEW.updated_at));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_paid_mail AFTER UPDATE OF status ON "orders"
  FOR EACH ROW WHEN (NEW.status = 'paid' AND OLD.status <> 'paid')
  EXECUTE FUNCTION queue_order_paid_mail();
--> statement-breakpoint

-- The audit log is append-only (SQLite 0024): an entry, once written, is never changed or
-- removed. Per statement, so TRUNCATE is refused as well.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
