CREATE TABLE "checklist_templates" (
	"country" text NOT NULL,
	"visa_type" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checklist_templates_country_visa_type_pk" PRIMARY KEY("country","visa_type"),
	CONSTRAINT "checklist_templates_visa_type_check" CHECK ("checklist_templates"."visa_type" in ('visitor', 'student', 'business', 'transit', 'dependent', 'schengen', 'general'))
);
