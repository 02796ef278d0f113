CREATE TABLE "experiment_conversions" (
	"experiment_key" text NOT NULL,
	"session_key" text NOT NULL,
	"variation" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_conversions_experiment_key_session_key_pk" PRIMARY KEY("experiment_key","session_key")
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment_key" text NOT NULL,
	"session_key" text NOT NULL,
	"variation" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_key_session_key_pk" PRIMARY KEY("experiment_key","session_key")
);
--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_conversions_report_idx" ON "experiment_conversions" USING btree ("experiment_key","variation");--> statement-breakpoint
CREATE INDEX "experiment_exposures_report_idx" ON "experiment_exposures" USING btree ("experiment_key","variation");