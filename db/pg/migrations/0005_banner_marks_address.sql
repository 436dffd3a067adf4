-- One view and one click per banner, client address (its keyed hash) and Tallinn day
-- (decision 0108). The marks not folded yet have no address: each takes its visitor's hash,
-- which is unique per banner, day and kind already, so the unique index holds and no count is
-- lost.
ALTER TABLE "banner_marks" ADD COLUMN "address_hash" text;--> statement-breakpoint
UPDATE "banner_marks" SET "address_hash" = "visitor_hash";--> statement-breakpoint
ALTER TABLE "banner_marks" ALTER COLUMN "address_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "banner_marks_address" ON "banner_marks" USING btree ("banner_id","day","address_hash","kind");
