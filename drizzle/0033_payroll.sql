CREATE TABLE "payroll_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system" text NOT NULL,
	"account" text NOT NULL,
	"secret" text NOT NULL,
	"connected_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_connections_system_unique" UNIQUE("system")
);
--> statement-breakpoint
CREATE TABLE "payroll_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"system" text NOT NULL,
	"employee_id" text,
	"status" text NOT NULL,
	"error" text,
	"job_id" bigint,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payroll_pushes" ADD CONSTRAINT "payroll_pushes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_pushes_application_system_idx" ON "payroll_pushes" USING btree ("application_id","system");