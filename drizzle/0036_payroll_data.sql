ALTER TABLE "team_members" ADD COLUMN "postal_address_different" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "postal_address_line" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "postal_suburb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "postal_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "postal_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "middle_name" text DEFAULT '' NOT NULL;