CREATE TABLE "owner_photo_files" (
	"name" text PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text,
	"position" integer DEFAULT 1 NOT NULL,
	"focus_x" smallint DEFAULT 50 NOT NULL,
	"focus_y" smallint DEFAULT 50 NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_photos_alt_object" CHECK (jsonb_typeof("owner_photos"."alt") = 'object'),
	CONSTRAINT "owner_photos_focus_range" CHECK ("owner_photos"."focus_x" between 0 and 100 and "owner_photos"."focus_y" between 0 and 100),
	CONSTRAINT "owner_photos_position_range" CHECK ("owner_photos"."position" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "owner_photo_files" ADD CONSTRAINT "owner_photo_files_photo_id_owner_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."owner_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_photo_files_photo_idx" ON "owner_photo_files" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_photos_place_unique" ON "owner_photos" USING btree ("placement","position") WHERE "owner_photos"."placement" is not null;--> statement-breakpoint
-- Hand-written: only the places the pages have (drizzle's text enum is a type, not a constraint).
ALTER TABLE "owner_photos" ADD CONSTRAINT "owner_photos_placement_known" CHECK ("placement" is null or "placement" in ('hero', 'showcase', 'gallery', 'tiles', 'about'));--> statement-breakpoint
-- Hand-written: photos are already compressed, so PostgreSQL stores them out of line without trying again.
ALTER TABLE "owner_photos" ALTER COLUMN "original" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "owner_photo_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
