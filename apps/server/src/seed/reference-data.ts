/** ISO 3166-1 alpha-2 codes by UN geoscheme region; names come from Intl.DisplayNames. */
export const REGION_COUNTRIES: Record<string, string> = {
  Africa:
    'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW',
  Americas:
    'AG AR BS BB BZ BO BR CA CL CO CR CU DM DO EC SV GD GT GY HT HN JM MX NI PA PY PE KN LC VC SR TT US UY VE PR',
  Asia: 'AF AM AZ BH BD BT BN KH CN CY GE HK IN ID IR IQ IL JP JO KZ KW KG LA LB MO MY MV MN MM NP KP OM PK PS PH QA SA SG KR LK SY TW TJ TH TL TR TM AE UZ VN YE',
  Europe:
    'AL AD AT BY BE BA BG HR CZ DK EE FI FR DE GR HU IS IE IT XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SE CH UA GB VA',
  Oceania: 'AU FJ KI MH FM NR NZ PW PG WS SB TO TV VU',
};

export const LOCALE_CODES = [
  'en',
  'ru',
  'es',
  'ar',
  'de',
  'fr',
  'it',
  'pt',
  'zh',
  'tr',
  'uk',
] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

export function localeName(code: string): string {
  return languageNames.of(code) ?? code;
}
