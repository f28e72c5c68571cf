CREATE OR REPLACE FUNCTION dashboards_day(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (instant AT TIME ZONE 'Asia/Kolkata')::date
$$;
