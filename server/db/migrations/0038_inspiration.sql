CREATE TABLE "inspiration_board_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"photo_id" integer,
	"real_wedding_id" integer,
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_board_items_one_thing" CHECK (("inspiration_board_items"."photo_id" is null) <> ("inspiration_board_items"."real_wedding_id" is null))
);
--> statement-breakpoint
CREATE TABLE "inspiration_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"wedding_id" integer,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_boards_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "real_wedding_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"position" integer NOT NULL,
	"scene" text NOT NULL,
	"alt" text NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_wedding_vendors" (
	"wedding_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_weddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"couple" text NOT NULL,
	"story" text[] NOT NULL,
	"season" text NOT NULL,
	"style" text NOT NULL,
	"colours" text[] NOT NULL,
	"palette" text[] NOT NULL,
	"budget" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"wedding_date" date NOT NULL,
	"guest_count" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "real_weddings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "style_quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_id_hash" text,
	"style" text NOT NULL,
	"colours" text[] NOT NULL,
	"season" text NOT NULL,
	"budget" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_quiz_answers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "style_quiz_answers_session_id_hash_unique" UNIQUE("session_id_hash"),
	CONSTRAINT "style_quiz_answers_one_owner" CHECK (("style_quiz_answers"."user_id" is null) <> ("style_quiz_answers"."session_id_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "inspiration_board_items" ADD CONSTRAINT "inspiration_board_items_board_id_inspiration_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."inspiration_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_items" ADD CONSTRAINT "inspiration_board_items_photo_id_real_wedding_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."real_wedding_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_items" ADD CONSTRAINT "inspiration_board_items_real_wedding_id_real_weddings_id_fk" FOREIGN KEY ("real_wedding_id") REFERENCES "public"."real_weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_items" ADD CONSTRAINT "inspiration_board_items_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_wedding_photos" ADD CONSTRAINT "real_wedding_photos_wedding_id_real_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."real_weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_wedding_vendors" ADD CONSTRAINT "real_wedding_vendors_wedding_id_real_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."real_weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_wedding_vendors" ADD CONSTRAINT "real_wedding_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_quiz_answers" ADD CONSTRAINT "style_quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_quiz_answers" ADD CONSTRAINT "style_quiz_answers_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspiration_board_items_photo_idx" ON "inspiration_board_items" USING btree ("board_id","photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspiration_board_items_wedding_idx" ON "inspiration_board_items" USING btree ("board_id","real_wedding_id");--> statement-breakpoint
CREATE INDEX "inspiration_boards_owner_idx" ON "inspiration_boards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "inspiration_boards_wedding_idx" ON "inspiration_boards" USING btree ("wedding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_wedding_photos_position_idx" ON "real_wedding_photos" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "real_wedding_vendors_pk" ON "real_wedding_vendors" USING btree ("wedding_id","vendor_id");--> statement-breakpoint
CREATE INDEX "real_wedding_vendors_vendor_idx" ON "real_wedding_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "real_weddings_position_idx" ON "real_weddings" USING btree ("position");