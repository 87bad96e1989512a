-- Issue 21 §6: names stored before kept bidirectional controls (after U+202E a name shows another
-- extension) and other invisible characters. The same list as INVISIBLE_IN_NAMES in
-- contract/src/files/names.ts, which cleans every name stored from now on.
UPDATE "files"
SET "file_name" = coalesce(
  nullif(btrim(regexp_replace("file_name", '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]', '', 'g')), ''),
  'file' || CASE WHEN "extension" <> '' THEN '.' || "extension" ELSE '' END)
WHERE "file_name" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]';
