ALTER TABLE "tax_declarations" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "family_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "given_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD COLUMN "home_country" text DEFAULT '' NOT NULL;