CREATE TABLE "seat_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"seated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_assignments_seat" CHECK ("seat_assignments"."seat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seating_fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_fixtures_kind" CHECK ("seating_fixtures"."kind" in ('DANCE_FLOOR', 'STAGE', 'BAR'))
);
--> statement-breakpoint
CREATE TABLE "seating_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"kind" text NOT NULL,
	"guest_a" integer NOT NULL,
	"guest_b" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_rules_order" CHECK ("seating_rules"."guest_a" < "seating_rules"."guest_b"),
	CONSTRAINT "seating_rules_kind" CHECK ("seating_rules"."kind" in ('TOGETHER', 'APART'))
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"shape" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"seats" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_tables_seats" CHECK ("seating_tables"."seats" between 1 and 30),
	CONSTRAINT "seating_tables_shape" CHECK ("seating_tables"."shape" in ('ROUND', 'RECTANGLE', 'LONG', 'SQUARE'))
);
--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_seated_by_user_id_users_id_fk" FOREIGN KEY ("seated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_fixtures" ADD CONSTRAINT "seating_fixtures_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_fixtures" ADD CONSTRAINT "seating_fixtures_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_guest_a_guests_id_fk" FOREIGN KEY ("guest_a") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_guest_b_guests_id_fk" FOREIGN KEY ("guest_b") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_guest_event_idx" ON "seat_assignments" USING btree ("event_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_table_seat_idx" ON "seat_assignments" USING btree ("table_id","seat");--> statement-breakpoint
CREATE INDEX "seat_assignments_wedding_event_idx" ON "seat_assignments" USING btree ("wedding_id","event_id");--> statement-breakpoint
CREATE INDEX "seat_assignments_guest_idx" ON "seat_assignments" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "seating_fixtures_event_idx" ON "seating_fixtures" USING btree ("wedding_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seating_rules_pair_idx" ON "seating_rules" USING btree ("wedding_id","guest_a","guest_b");--> statement-breakpoint
CREATE INDEX "seating_rules_guest_b_idx" ON "seating_rules" USING btree ("guest_b");--> statement-breakpoint
CREATE INDEX "seating_tables_event_idx" ON "seating_tables" USING btree ("wedding_id","event_id","number");