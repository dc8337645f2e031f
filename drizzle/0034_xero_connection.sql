CREATE TABLE "xero_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one" boolean DEFAULT true NOT NULL,
	"grant" text DEFAULT '' NOT NULL,
	"organisation_name" text DEFAULT '' NOT NULL,
	"connected_at" timestamp with time zone,
	"pending_state_hash" text DEFAULT '' NOT NULL,
	"pending_session_id" text DEFAULT '' NOT NULL,
	"pending_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_connection_one_unique" UNIQUE("one"),
	CONSTRAINT "xero_connection_one_row" CHECK ("xero_connection"."one")
);
