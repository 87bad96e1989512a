import type { Language } from '@portal/contract';

/** Markets the portal serves; names come from the runtime's CLDR data in the caller's language. */
const COUNTRY_CODES = [
  'CN', 'HK', 'MO', 'TW', 'VN', 'ID', 'TH', 'MY', 'PH', 'SG', 'IN', 'JP', 'KR', 'DE', 'AT', 'CH', 'FR', 'IT',
  'ES', 'PT', 'NL', 'BE', 'PL', 'GB', 'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'AU', 'NZ', 'AE', 'SA', 'TR', 'EG', 'ZA',
];

export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function listCountries(lang: Language) {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}
