CREATE OR REPLACE FUNCTION attribution_touch(attribution jsonb, city text, destination text, visa_type text,
  OUT source text, OUT campaign text, OUT keyword text, OUT city_key text, OUT personalisation text,
  OUT destination_key text, OUT visa_type_key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(attribution->>'source', ''), ''),
    coalesce(nullif(attribution->>'campaign', ''), ''),
    -- The search keyword: what the visitor typed (searchTerm), else the ad's keyword (utm_term).
    lower(coalesce(nullif(attribution->>'searchTerm', ''), nullif(attribution->>'term', ''), '')),
    coalesce(nullif(city, ''), ''),
    -- The personalisation the landing showed: its primary service, and the refusal focus.
    coalesce(nullif(attribution->>'primaryService', ''), '')
      || CASE WHEN (attribution->>'refusalFocus') = 'true' THEN ' · refusal focus' ELSE '' END,
    coalesce(destination, ''),
    coalesce(visa_type, '')
$$;
