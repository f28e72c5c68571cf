CREATE TABLE "document_chunks" (
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_chunks_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "complete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_replaced_by_id_documents_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_uploader_idx" ON "documents" USING btree ("uploaded_by","uploaded_at");--> statement-breakpoint
CREATE INDEX "documents_incomplete_idx" ON "documents" USING btree ("uploaded_at") WHERE not "documents"."complete";--> statement-breakpoint
-- Each stored file moves into pieces of 256 KiB (262144 bytes), the size uploads write and downloads read.
INSERT INTO "document_chunks" ("document_id", "seq", "data")
SELECT c."document_id", g.n, substring(c."data" from g.n * 262144 + 1 for 262144)
FROM "document_contents" c, generate_series(0, (length(c."data") - 1) / 262144) AS g(n);--> statement-breakpoint
-- Expand only (docs/deploy.md, "Migrations"): `document_contents` stays while the release before this one may still
-- run beside it in a rolling upgrade. A file that such an instance stores there is copied into pieces as it is
-- written, so every file is readable by this release; a later contract step drops the table and this trigger.
CREATE FUNCTION document_contents_to_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_chunks" ("document_id", "seq", "data")
  SELECT NEW."document_id", g.n, substring(NEW."data" from g.n * 262144 + 1 for 262144)
  FROM generate_series(0, (length(NEW."data") - 1) / 262144) AS g(n)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER document_contents_to_chunks AFTER INSERT ON "document_contents"
  FOR EACH ROW EXECUTE FUNCTION document_contents_to_chunks();
