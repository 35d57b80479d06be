CREATE INDEX "activities_group_created_idx" ON "activities" USING btree ("group_id","created_at","id") INCLUDE ("kind","status","currency","amount");
