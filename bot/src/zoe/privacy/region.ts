/**
 * The owner's region for reading national phone numbers: ZOE_REGION when set, else derived from
 * the IANA time zone (ZOE_TZ). Must never: guess a region for a zone shared by many countries
 * (UTC, Etc/*): then national numbers are read by shape rules only.
 */

// Zones whose city names one country. Others fall back to Intl's region data where present.
const ZONE_REGION: Record<string, string> = {
  "Europe/Berlin": "DE", "Europe/Busingen": "DE", "Europe/London": "GB", "Europe/Dublin": "IE",
  "Europe/Paris": "FR", "Europe/Madrid": "ES", "Atlantic/Canary": "ES", "Africa/Ceuta": "ES",
  "Europe/Amsterdam": "NL", "Europe/Brussels": "BE", "Europe/Luxembourg": "LU", "Europe/Zurich": "CH",
  "Europe/Vienna": "AT", "Europe/Rome": "IT", "Europe/Lisbon": "PT", "Atlantic/Madeira": "PT",
  "Europe/Stockholm": "SE", "Europe/Oslo": "NO", "Europe/Copenhagen": "DK", "Europe/Helsinki": "FI",
  "Europe/Warsaw": "PL", "Europe/Prague": "CZ", "Europe/Budapest": "HU", "Europe/Athens": "GR",
  "Europe/Istanbul": "TR", "Europe/Kyiv": "UA", "Europe/Kiev": "UA", "Europe/Bucharest": "RO",
  "Europe/Sofia": "BG", "Europe/Belgrade": "RS", "Europe/Zagreb": "HR", "Europe/Ljubljana": "SI",
  "Europe/Bratislava": "SK", "Europe/Vilnius": "LT", "Europe/Riga": "LV", "Europe/Tallinn": "EE",
  "Europe/Moscow": "RU", "America/New_York": "US", "America/Chicago": "US", "America/Denver": "US",
  "America/Los_Angeles": "US", "America/Phoenix": "US", "America/Anchorage": "US", "Pacific/Honolulu": "US",
  "America/Detroit": "US", "America/Boise": "US", "America/Toronto": "CA", "America/Vancouver": "CA",
  "America/Montreal": "CA", "America/Edmonton": "CA", "America/Winnipeg": "CA", "America/Halifax": "CA",
  "America/Mexico_City": "MX", "America/Sao_Paulo": "BR", "America/Argentina/Buenos_Aires": "AR",
  "America/Bogota": "CO", "America/Lima": "PE", "America/Santiago": "CL", "Asia/Kolkata": "IN",
  "Asia/Calcutta": "IN", "Asia/Tokyo": "JP", "Asia/Seoul": "KR", "Asia/Shanghai": "CN",
  "Asia/Hong_Kong": "HK", "Asia/Singapore": "SG", "Asia/Dubai": "AE", "Asia/Jerusalem": "IL",
  "Asia/Tel_Aviv": "IL", "Asia/Bangkok": "TH", "Asia/Jakarta": "ID", "Asia/Manila": "PH",
  "Australia/Sydney": "AU", "Australia/Melbourne": "AU", "Australia/Brisbane": "AU", "Australia/Perth": "AU",
  "Australia/Adelaide": "AU", "Pacific/Auckland": "NZ", "Africa/Johannesburg": "ZA", "Africa/Lagos": "NG",
  "Africa/Nairobi": "KE", "Africa/Cairo": "EG",
};

/** ISO 3166-1 alpha-2 region for a time zone, or undefined when the zone names no one country. */
export function regionFromTimeZone(timeZone: string | undefined): string | undefined {
  return timeZone ? ZONE_REGION[timeZone] : undefined;
}

/** The region to use: an explicit ZOE_REGION (upper-cased) wins over the time zone's. */
export function resolveRegion(explicit: string | undefined, timeZone: string | undefined): string | undefined {
  const r = explicit?.trim().toUpperCase();
  return r ? r : regionFromTimeZone(timeZone);
}
