ALTER TABLE "tax_declarations" ALTER COLUMN "basis_of_payment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "australian_resident" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "claim_tax_free_threshold" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tax_declarations" ALTER COLUMN "has_help_debt" DROP DEFAULT;