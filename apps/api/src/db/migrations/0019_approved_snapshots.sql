-- Live posts approved without a snapshot of what went live (the demo posts, and any post live before
-- approvals kept one) get one now, from the post as it stands, in the shape `snapshotOf` writes
-- (modules/admin/post-snapshot.ts): their next approved edit then compares its price with the live
-- one, and a drop tells the savers (issue 28, ADR 035). Pending edits of such posts are left alone:
-- the row holds the edit, not what was live.
UPDATE "posts" SET "approved_snapshot" = (
	SELECT to_jsonb("live") FROM (
		SELECT
			"posts"."title" AS "postTitle",
			"posts"."description" AS "description",
			"posts"."primary_phone" AS "primaryPhone",
			"posts"."secondary_phone" AS "secondaryPhone",
			"posts"."division" AS "division",
			"posts"."district" AS "district",
			"posts"."sub_district" AS "subDistrict",
			"posts"."street" AS "street",
			"posts"."house" AS "house",
			"posts"."post_code" AS "postCode",
			"posts"."price" AS "price",
			"posts"."previous_price" AS "previousPrice",
			"posts"."price_units" AS "priceUnits",
			"posts"."size" AS "size",
			"posts"."land_size" AS "landSize",
			"posts"."land_units" AS "landUnits",
			"posts"."land_category" AS "landCategory",
			"posts"."property_type" AS "propertyType",
			"posts"."construction_status" AS "constructionStatus",
			"posts"."condition" AS "condition",
			"posts"."rooms_total" AS "roomsTotal",
			"posts"."bedrooms" AS "bedrooms",
			"posts"."bathrooms" AS "bathrooms",
			"posts"."balconies" AS "balconies",
			"posts"."drawing_rooms" AS "drawingRooms",
			"posts"."garages" AS "garages",
			"posts"."lift" AS "lift",
			"posts"."furnishing" AS "furnishing",
			"posts"."facing" AS "facing",
			"posts"."total_units" AS "totalUnits",
			"posts"."total_floors" AS "totalFloors",
			"posts"."available_floor" AS "availableFloor",
			"posts"."facilities" AS "facilities",
			"posts"."neighbourhood" AS "neighbourhood",
			"posts"."negotiable" AS "negotiable",
			"posts"."listed_by" AS "listedBy",
			"posts"."parking" AS "parking",
			"posts"."advance_months" AS "advanceMonths",
			"posts"."service_charge" AS "serviceCharge",
			"posts"."bills_included" AS "billsIncluded",
			"posts"."gas" AS "gas",
			"posts"."tenants" AS "tenants",
			"posts"."available_from" AS "availableFrom",
			"posts"."paid" AS "paid",
			coalesce((
				SELECT jsonb_agg("post_images"."card_path" ORDER BY "post_images"."position")
				FROM "post_images" WHERE "post_images"."post_id" = "posts"."id"
			), '[]'::jsonb) AS "images"
	) AS "live"
)
WHERE "posts"."status" = 'approved' AND "posts"."approved_snapshot" IS NULL;
