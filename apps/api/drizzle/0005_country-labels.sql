CREATE TABLE "country_labels" (
	"code" text PRIMARY KEY NOT NULL,
	"success_rate" text NOT NULL,
	"slot_availability" text NOT NULL,
	"biometric_wait" text NOT NULL,
	"checked_on" date NOT NULL,
	"checked_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
