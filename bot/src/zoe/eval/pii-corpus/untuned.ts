/**
 * The UNTUNED privacy corpus (issue #36): sentences as owners write them, in all of ZOE's
 * languages, labelled by what a careful privacy reviewer would say.
 *
 * Who and when: written on 2026-12-02 by an engineer (a helper session) who did not write the
 * privacy gate's rules, did not read bot/src/zoe/privacy/, the tuning corpus, the holdout corpus or
 * the eval, and had not seen the gate's output on any of it. It was committed BEFORE the gate ran on
 * it. It must never be tuned against: do not add patterns, keywords or exceptions because a
 * sentence here fails, and do not edit a sentence or a label here to make the gate pass. A fix is
 * measured on this corpus, it is not written from it; when a failure here teaches something, write
 * the new case into the tuning corpus in your own words and values, and leave this file alone.
 *
 * Labels: "secret" must be blocked, "pii" must be caught (blocked, or redacted so that `sensitive`
 * does not survive), "clean" must pass. `sensitive` is exactly the substring that must be caught:
 * the password and not the user name next to it, the key in a Wi-Fi QR string and not the network
 * name, the street and house number of an address and not the postcode or city (a postcode alone is
 * not personal data; see the clean postcode cases).
 *
 * Values: every sensitive value comes from a seeded generator (untuned-fakes.ts over fakes.ts) at
 * run time, so the file holds no literal credential or identifier and every run is identical.
 * Identifiers pass their checksums, phone numbers are valid numbers of their country. People's names
 * are invented; city names are real because they are public facts and national address forms are
 * tied to them.
 *
 * Region: `region` is the owner's region the sentence is read with. Each language part has a home
 * region (en GB/US, de DE, fr FR, es ES, it IT, nl NL, pt PT or BR) used for its sentences; phone
 * cases vary it on purpose: the number's own country, another country, or not set (the key is left
 * out, so the eval's default applies; types.ts documents that default as "DE").
 *
 * Languages: each case carries `lang` (and Portuguese a `variant`, PT or BR), so a report can split
 * per language; `untunedLanguages()` lists them.
 */
import { sentence, type CorpusCase, type CorpusLabel } from "./types.ts";
import { UntunedFakes, type Lang, type MailParts } from "./untuned-fakes.ts";

export type { Lang } from "./untuned-fakes.ts";
export type UntunedCase = CorpusCase & { lang: Lang; variant?: "PT" | "BR" };

const LANGS: readonly Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl"];

/** ZOE's languages, in the order the corpus lists them. */
export function untunedLanguages(): readonly Lang[] {
  return LANGS;
}

/** The whole untuned corpus, built afresh from fixed seeds (the same on every call). */
export function untunedCorpus(): UntunedCase[] {
  return [...english(), ...german(), ...french(), ...spanish(), ...portuguesePT(), ...portugueseBR(), ...italian(), ...dutch()];
}

// ------------------------------------------------------------------------------------------------
// building blocks

/** One language part: its generator, its home region, and the cases it collects. */
class Part {
  readonly cases: UntunedCase[] = [];
  constructor(
    readonly f: UntunedFakes,
    private readonly lang: Lang,
    private readonly home: string,
    private readonly variant?: "PT" | "BR",
  ) {}
  /** `region`: undefined = the part's home region, null = not set, a string = that region. */
  private add(label: CorpusLabel, family: string, template: string, value: string | undefined, region: string | null | undefined): void {
    const c = sentence(label, family, template, value);
    const r = region === null ? undefined : (region ?? this.home);
    const out: UntunedCase = { ...c, lang: this.lang };
    if (r !== undefined) out.region = r;
    if (this.variant) out.variant = this.variant;
    this.cases.push(out);
  }
  secret(family: string, template: string, value: string, region?: string | null): void {
    this.add("secret", family, template, value, region);
  }
  pii(family: string, template: string, value: string, region?: string | null): void {
    this.add("pii", family, template, value, region);
  }
  clean(family: string, text: string, region?: string | null): void {
    this.add("clean", family, text, undefined, region);
  }
}

const pad2 = (n: number) => String(n).padStart(2, "0");

const MONTHS: Record<Lang, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
  it: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
  nl: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
};

/** A birth date written in words, the way each language writes a date in running text. */
function dateWords(f: UntunedFakes, lang: Lang, style: "a" | "b" = "a", years?: readonly [number, number]): string {
  const { m, y, d: day } = f.birth(years);
  let d = day;
  // Italian elides the article before 8 and 11 ("l'8 maggio"); the templates say "il $".
  while (lang === "it" && (d === 8 || d === 11)) d = f.int(1, 28);
  const month = MONTHS[lang][m - 1]!;
  switch (lang) {
    case "en": return style === "a" ? `${d} ${month} ${y}` : `${month} ${d}, ${y}`;
    case "de": return `${d}. ${month} ${y}`;
    case "fr": return `${d === 1 ? "1er" : d} ${month} ${y}`;
    case "es": return `${d} de ${month} de ${y}`;
    case "pt": return `${d} de ${month} de ${y}`;
    case "it": return `${d === 1 ? "1º" : d} ${month} ${y}`;
    case "nl": return `${d} ${month} ${y}`;
  }
}
/** A birth date in digits: "dd/mm/yyyy", "dd.mm.yyyy", "dd-mm-yyyy" or ISO. */
function dateDigits(f: UntunedFakes, sep: "/" | "." | "-" | "iso"): string {
  const { d, m, y } = f.birth();
  return sep === "iso" ? `${y}-${pad2(m)}-${pad2(d)}` : `${pad2(d)}${sep}${pad2(m)}${sep}${y}`;
}

/** A French toll-free number ("0 800 12 34 56"), a business line. */
const fr00 = (f: UntunedFakes) => `0 800 ${f.digits(2)} ${f.digits(2)} ${f.digits(2)}`;

// ------------------------------------------------------------------------------------------------
// English

function english(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_001), "en", "GB");
  const f = p.f;
  const pw = () => f.humanPassword("en");

  // secrets said in words
  p.secret("prose_password", "I changed the Amazon password to $ last night, write it down somewhere safe.", pw());
  p.secret("login_pair", "login for the holiday flat: mum / $", pw());
  p.secret("prose_password", "My password for the council tax portal is now $ (they made me add a symbol).", pw());
  p.secret("prose_password", "Note to self: the new password on the old laptop is $", pw());
  p.secret("prose_password", "Netflix password is still $ if Jamie asks again.", pw());
  p.secret("prose_password", "For the school's parent portal I went with $ as the password.", pw());
  p.secret("prose_password", "$ is what I set as the router admin password.", pw());
  p.secret("prose_password", "The password for the shared Dropbox folder, the one Priya asked about, is $.", pw());
  p.secret("login_pair", "Bank login reminder: username olivia.t, password $", pw());
  p.secret("prose_password", "pw for the gym app: $", pw());
  p.secret("prose_password", "Dad's email password, in case the laptop dies again: $", pw());
  p.secret("prose_password", "changed my PayPal pass to $ because the old one was in that breach", pw());
  p.secret("prose_password", "Password hint for future me: it's literally $, same as the storage unit account.", pw());
  p.secret("login_pair", "Log-in details for the allotment society site are user plot14 and password $.", pw());
  p.secret("prose_password", "The new Spotify family password is $, shared with the kids.", pw());
  p.secret("prose_password", "I'm using $ as the master password for the password manager now.", f.humanPassword("en"));
  p.secret("prose_password", "Work VPN password got reset, the temporary one is $ until Monday.", f.managerPassword(14));

  // codes
  p.secret("wifi", "The Wi-Fi password at the cottage is $ (network Heron Cottage).", f.routerKey("vodafone"));
  p.secret("wifi", "Scan this for guests or type it: WIFI:T:WPA;S:Thornbury Guest;P:$;;", f.routerKey("human", "en"));
  p.secret("door_code", "Gate code for the car park is $ then the hash key.", f.doorCode());
  p.secret("alarm_code", "Alarm code #$, you have 30 seconds to disarm it.", f.pin());
  p.secret("door_code", "Key safe by the back door, code $, put the key back after.", f.doorCode());
  p.secret("pin", "My debit card PIN is $, don't tell anyone.", f.pin());
  p.secret("sim_puk", "The PUK for the old SIM is $ in case it locks again.", f.puk());
  p.secret("sim_pin", "SIM PIN on the travel phone: $", f.pin());
  p.secret("device_passcode", "The passcode for the iPad is $, the kids know it.", f.pin(6));
  p.secret("recovery_codes", "GitHub recovery codes, keep offline: $", f.recoveryCodes("github", 6));
  p.secret("recovery_codes", "Google backup codes in case I lose my phone: $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Authenticator setup key for the bank: $", f.totpKey(true));
  p.secret("totp", "If the QR code won't scan, enter this key manually: $", f.totpKey(false, 16));
  p.secret("apple_recovery_key", "Apple recovery key for my account: $", f.appleRecoveryKey());
  p.secret("seed_phrase", "Ledger recovery phrase, all 24 words: $", f.bip39("en", 24));

  // personal data
  let m: MailParts;
  m = f.mail("en"); p.pii("email_obfuscated", "Write to me at $ if the form doesn't work.", f.spellMail(m, " at ", " dot "));
  m = f.mail("en"); p.pii("email_obfuscated", "Contact: $", f.spellMail(m, "[at]", "[dot]"));
  m = f.mail("en"); p.pii("email_obfuscated", "my personal address is $, not the work one", f.spellMail(m, " (at) ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("en"); p.pii("email_obfuscated", "You can reach my sister on $ for the tickets.", f.spellMail(m, " AT ", " DOT "));
  m = f.mail("en"); p.pii("email_obfuscated", "email me: $", f.spellMail(m, " {at} ", " {dot} "));
  m = f.mail("en"); p.pii("email", "Forward the invoice to $ please.", f.plainMail(m));

  p.pii("phone", "Text me on $ when you land.", f.phone("GB", "mobile"), "GB");
  p.pii("phone", "My new number is $, the old one is gone.", f.phone("GB", "mobile"), "US");
  p.pii("phone", "Home phone is $ but we rarely answer it.", f.phone("GB", "landline"), null);
  p.pii("phone", "WhatsApp me on $ while I'm abroad.", f.phone("GB", "mobile", "international"), "DE");
  p.pii("phone", "My cell is $, call after 6pm.", f.phone("US", "mobile"), "US");
  p.pii("phone", "Jake's number: $", f.phone("US", "mobile", "dotted"), "GB");
  p.pii("phone", "Reach me at $ this week.", f.phone("US", "mobile", "compact"), null);
  p.pii("phone", "From outside the US dial $.", f.phone("US", "mobile", "international"), "FR");
  p.pii("phone", "Our nanny Lúcia is in Rio this month, her number is $.", f.phone("BR", "mobile"), "GB");

  p.pii("national_id", "My SSN is $, they need it for the W-9.", f.ssn(), "US");
  p.pii("national_id", "National Insurance number: $", f.nino());
  p.pii("national_id", "Aadhaar no. $ for the visa form.", f.aadhaar());
  p.pii("national_id", "PAN card number $ for the tax filing.", f.pan());
  p.pii("national_id", "My French social security number is $, from when I worked in Lyon.", f.nir(true));
  p.pii("national_id", "For the Brazilian invoice they need my CPF: $.", f.cpf());
  p.pii("national_id", "The Italian landlord asked for my codice fiscale, it's $.", f.codiceFiscale());

  p.pii("passport", "Passport number $, expires 2031.", f.passportOf("US"), "US");
  p.pii("passport", "My UK passport no. is $ for the booking.", f.passportOf("GB"));
  p.pii("passport", "passport no: $ (Indian, renewed last year)", f.passportOf("IN"));

  p.pii("address", `I live at $, Springfield, IL ${f.postcode("627##")}.`, `${f.houseNumber()} ${f.pick(["Maple Avenue", "Oak Street", "Linden Drive"])}, Apt ${f.int(1, 9)}B`, "US");
  p.pii("address", `New address: $, Leeds ${f.postcode("LS# #AA")}.`, `${f.houseNumber()} ${f.pick(["Elm Grove", "Victoria Terrace", "Church Lane"])}`);
  p.pii("address", "Send the parcel to $ and leave it with the neighbour.", `Flat ${f.int(1, 12)}, ${f.houseNumber()} ${f.pick(["Kingsley Road", "Albert Street", "Mill Lane"])}`);
  p.pii("address", "we moved to $ in Portland, come visit", `${f.int(1000, 9999)} ${f.pick(["NE Birch Lane", "SE Alder Street", "N Willow Court"])}`, "US");

  p.pii("birth_date", "I was born on $.", dateWords(f, "en", "a"));
  p.pii("birth_date", "DOB: $", dateDigits(f, "iso"));
  p.pii("birth_date", "My date of birth is $, for the insurance form.", dateWords(f, "en", "b"));
  p.pii("birth_date", "Date of birth on the form should be $, they typed it wrong.", dateDigits(f, "/"));

  p.pii("iban", "Pay the deposit into $ (O. Thornbury).", f.ibanPrinted("GB"));
  p.pii("iban", "My IBAN for the refund is $.", f.iban("DE"));

  // clean, many of them near misses
  p.clean("clean_checksum", `The SHA-256 of zoe-1.4.2.tar.gz on the release page is ${f.sha256()}, matches what I downloaded.`);
  p.clean("clean_commit", `Fixed in commit ${f.commit(true)}, see the changelog.`);
  p.clean("clean_commit", `git revert ${f.commit(false)} broke the build again.`);
  p.clean("clean_meeting_id", `Meeting ID: ${f.meetingId("zoom")}, join from the calendar link.`);
  p.clean("clean_meeting_id", `Teams meeting ID ${f.meetingId("teams")} for the quarterly review.`, "US");
  p.clean("clean_order", `Your Amazon order ${f.amazonOrder()} has shipped.`);
  p.clean("clean_tracking", `UPS tracking number ${f.upsTracking()}, arriving Thursday.`, "US");
  p.clean("clean_part", `Part number 0 986 ${f.digits(3)} ${f.digits(3)} fits the 2014 model.`);
  p.clean("clean_isbn", `The book club pick is ISBN ${f.isbn13()}.`);
  p.clean("clean_price", "The flat is $1,450 a month plus utilities.", "US");
  p.clean("clean_price", "Train to Manchester came to £87.40 return.");
  p.clean("clean_datetime", "Standup tomorrow at 09:30, quarterly review on 17 December 2026 at 14:00.");
  p.clean("clean_datetime", "The museum reopened on 3 March 1998 after the fire.");
  p.clean("clean_placeholder", `Put your token in .env as GITHUB_TOKEN=${"gh" + "p_"}XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX and restart.`);
  p.clean("clean_placeholder", "The docs say OPENAI_API_KEY=sk-...your key here, so copy yours in.");
  p.clean("clean_filename", "Export logo@2x.png and logo@3x.png for the retina build.");
  p.clean("clean_version", "Upgraded to Node 22.12.0 and TypeScript 5.7.2, tests still green.");
  p.clean("clean_keyword", "The password reset flow is broken again on staging.");
  p.clean("clean_keyword", "The password must be at least 12 characters long.");
  p.clean("clean_keyword", "Call me at 5, I'm in meetings until then.");
  p.clean("clean_keyword", "Can you PIN the tweet about the launch?");
  p.clean("clean_keyword", "My code review is done, merging after lunch.");
  p.clean("clean_keyword", "The Wi-Fi in the office keeps dropping since Monday.");
  p.clean("clean_keyword", "I forgot the door code, will ask Mara when she's back.");
  p.clean("clean_keyword", "The seed round closed at 2.5 million.");
  p.clean("clean_keyword", "Key takeaway from the retro: ship smaller PRs.");
  p.clean("clean_keyword", "Alarm set for 6:45 tomorrow, early train.");
  p.clean("clean_error_code", `Getting error 0x${f.chars("0123456789ABCDEF", 8)} when the update installs.`);
  // A company's published hotline is not personal data: it identifies a business, not a person.
  p.clean("clean_business_phone", `The bank's customer service line is 0800 ${f.digits(3)} ${f.digits(4)}, open 24/7.`);
  p.clean("clean_business_phone", `Airline support: 1-800-${f.int(200, 999)}-${f.digits(4)}, toll free.`, "US");
  p.clean("clean_room_flight", `Flight BA ${f.int(100, 2999)} lands at 18:05 at Gatwick, north terminal.`);
  p.clean("clean_room_flight", `Workshop is in room ${f.int(1, 5)}.${f.int(10, 40)} on the fourth floor.`);
  p.clean("clean_postcode_city", "Delivery is free for postcodes starting with LS6.");
  p.clean("clean_weather", "Weather in Glasgow: 11 °C and light rain all afternoon.");
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// German

function german(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_002), "de", "DE");
  const f = p.f;
  const pw = () => f.humanPassword("de");

  p.secret("prose_password", "Mein Passwort fürs Online-Banking ist $, nicht vergessen.", pw());
  p.secret("prose_password", "Das neue Passwort für den Amazon-Account lautet jetzt $.", pw());
  p.secret("login_pair", "Zugang Ferienwohnung Usedom: mama / $", pw());
  p.secret("prose_password", "Hab das Kennwort vom Elster-Konto auf $ geändert.", pw());
  p.secret("prose_password", "Für die Krankenkassen-App hab ich $ als Passwort genommen.", pw());
  p.secret("prose_password", "$ ist das Passwort vom alten Laptop, falls ich es nochmal brauche.", pw());
  p.secret("login_pair", "Benutzername lea.tiedemann, Passwort $ – für das Vereinsportal.", pw());
  p.secret("prose_password", "pw vom netflix: $", pw());
  p.secret("prose_password", "Das Master-Passwort vom Passwortmanager ist jetzt $.", pw());
  p.secret("prose_password", "Zugangsdaten Stadtwerke-Portal: die Kundennummer steht auf der Rechnung, das Passwort ist $.", pw());
  p.secret("prose_password", "Mein GMX-Passwort hab ich gestern auf $ zurückgesetzt.", pw());

  p.secret("wifi", "Der WLAN-Schlüssel steht hinten auf der Fritzbox: $", f.routerKey("fritz"));
  p.secret("wifi", "Gäste-WLAN heißt „Bergmann-Gast“, der Schlüssel ist $.", f.routerKey("human", "de"));
  p.secret("wifi", "QR-Code fürs Gäste-WLAN, zum Ausdrucken: WIFI:T:WPA;S:Bergmann-Gast;P:$;;", f.routerKey("vodafone"));
  p.secret("door_code", "Der Türcode fürs Haus in der Altstadt ist $.", f.doorCode());
  p.secret("door_code", "Schlüsselsafe an der Garage, Code $, Schlüssel bitte zurücklegen.", f.doorCode());
  p.secret("alarm_code", "Alarmanlage: erst $, dann die Raute-Taste.", f.pin());
  p.secret("pin", "Die PIN meiner EC-Karte ist $.", f.pin());
  p.secret("sim_puk", "PUK der Telekom-Karte, falls ich mich aussperre: $", f.puk());
  p.secret("recovery_codes", "Wiederherstellungscodes für Google, falls das Handy weg ist: $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Einrichtungsschlüssel für die Authenticator-App: $", f.totpKey(true));
  p.secret("apple_recovery_key", "Mein Apple-Wiederherstellungsschlüssel lautet $", f.appleRecoveryKey());
  p.secret("device_passcode", "Code zum Entsperren vom Diensthandy: $", f.pin(6));

  let m: MailParts;
  m = f.mail("de"); p.pii("email_obfuscated", "Schreib mir an $, die andere Adresse les ich nicht mehr.", f.spellMail(m, " at ", " punkt "));
  m = f.mail("de"); p.pii("email_obfuscated", "Meine private Mail: $", f.spellMail(m, "(at)", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("de"); p.pii("email_obfuscated", "Kontakt für die Kita-Liste: $", f.spellMail(m, " [at] ", " [punkt] "));
  m = f.mail("de"); p.pii("email_obfuscated", "erreichbar unter $", f.spellMail(m, " ät ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("de"); p.pii("email", "Rechnung bitte an $ schicken.", f.plainMail(m));

  p.pii("phone", "Meine Handynummer: $", f.phone("DE", "mobile"), "DE");
  p.pii("phone", "Festnetz: $ (abends erreichbar)", f.phone("DE", "landline"), null);
  p.pii("phone", "Ruf mich unter $ an, ich bin bis Freitag in Lyon.", f.phone("DE", "mobile", "international"), "FR");
  p.pii("phone", "Die Nummer von Camille in Paris ist $.", f.phone("FR", "mobile"), "DE");
  p.pii("phone", "Sannes neue Nummer: $", f.phone("NL", "mobile", "dotted"), null);

  p.pii("national_id", "Meine Steuer-ID ist $, steht auf dem Brief vom Finanzamt.", f.steuerId());
  p.pii("national_id", "Steuerliche Identifikationsnummer: $", f.steuerIdCompact());
  p.pii("national_id", "Rentenversicherungsnummer für den neuen Job: $", f.svNummer(true));
  p.pii("national_id", "Sozialversicherungsnummer $ – die will die Personalabteilung haben.", f.svNummer(false));

  p.pii("passport", "Reisepassnummer $, gültig bis 2033.", f.passportOf("DE"));
  p.pii("passport", "Meine Passnummer für das Einreiseformular ist $.", f.passportOf("DE"));

  p.pii("address", `meine adresse ist $, ${f.postcode("10###")} berlin`, `${f.pick(["lindenweg", "am mühlbach", "birkenallee"])} ${f.houseNumber()}`);
  p.pii("address", "wohne jetzt in der $ in köln, 2. stock links", `${f.pick(["bahnhofstraße", "goethestr.", "schillerstraße"])} ${f.houseNumber()}a`);
  p.pii("address", `Lieferadresse: $, ${f.postcode("803##")} München`, `${f.pick(["Sonnenstraße", "Lindwurmstraße", "Thalkirchner Str."])} ${f.houseNumber()}, 3. OG`);
  p.pii("address", "paket bitte an $ schicken, klingel bei tiedemann", `${f.pick(["kirchgasse", "hauptstraße", "am markt"])} ${f.houseNumber()}`);

  p.pii("birth_date", "Ich bin am $ geboren.", dateWords(f, "de"));
  p.pii("birth_date", "Geburtsdatum: $", dateDigits(f, "."));
  p.pii("birth_date", "geb. $ in Hamburg, steht so im Ausweis", dateDigits(f, "."));

  p.pii("iban", "Meine IBAN: $", f.ibanPrinted("DE"));
  p.pii("iban", "Überweis mir das Geld bitte auf $, Kontoinhaberin A. Bergmann.", f.iban("DE"));

  p.clean("clean_checksum", `Die SHA-256-Prüfsumme des Installers lautet ${f.sha256()}, steht so auf der Download-Seite.`);
  p.clean("clean_commit", `Der Fix ist in Commit ${f.commit(false)} gelandet.`);
  p.clean("clean_meeting_id", `Meeting-ID ${f.meetingId("zoom")}, Einwahl über den Link im Kalender.`);
  p.clean("clean_meeting_id", `Besprechungs-ID: ${f.meetingId("teams")}`);
  p.clean("clean_order", `Bestellnummer ${f.amazonOrder()} ist unterwegs.`);
  p.clean("clean_tracking", `Sendungsnummer von DHL: 0034043${f.digits(13)}`);
  p.clean("clean_part", `Ersatzteil-Nr. 0 986 ${f.digits(3)} ${f.digits(3)} passt für den Golf.`);
  p.clean("clean_price", "Die Waschmaschine kostet 649,00 € inkl. Lieferung.");
  p.clean("clean_datetime", "Zahnarzttermin am 17.12.2026 um 14:30, danach Einkaufen.");
  p.clean("clean_datetime", "Die Firma wurde am 3. März 1998 gegründet.");
  p.clean("clean_placeholder", `In die .env kommt GITHUB_TOKEN=${"gh" + "p_"}XXXXXXXXXXXXXXXXXXXX, den echten Wert trägst du selbst ein.`);
  p.clean("clean_filename", "Bitte die Datei logo@2x.png ins Repo legen.");
  p.clean("clean_version", "Update auf Version 3.12.1 ist durch, läuft stabil.");
  p.clean("clean_keyword", "Die Passwort-vergessen-Funktion ist kaputt, der Link kommt nie an.");
  p.clean("clean_keyword", "Das Passwort muss mindestens 12 Zeichen lang sein.");
  p.clean("clean_keyword", "Ruf mich um 5 an, vorher bin ich im Meeting.");
  p.clean("clean_keyword", "PIN vergessen, die Bank schickt eine neue per Post.");
  p.clean("clean_keyword", "Code-Review ist erledigt, ich merge nach dem Mittag.");
  p.clean("clean_keyword", "Das WLAN ist schon wieder weg.");
  p.clean("clean_keyword", "Türcode? Weiß ich nicht mehr, frag ich Lea.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `Die Service-Hotline der Stadtwerke erreichst du kostenlos unter 0800 ${f.digits(3)} ${f.digits(4)}.`);
  p.clean("clean_room_flight", `Flug LH ${f.int(100, 2999)} landet um 18:05 in Terminal 1.`);
  p.clean("clean_room_flight", `Das Seminar ist in Raum ${f.int(1, 4)}.${f.int(10, 40)} im Altbau.`);
  p.clean("clean_postcode_city", "Die Postleitzahl 10115 gehört zu Berlin-Mitte.");
  p.clean("clean_weather", "Morgen in München 24 Grad und abends Gewitter.");
  p.clean("clean_isbn", `Das Buch hat die ISBN ${f.isbn13()}.`);
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// French

function french(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_003), "fr", "FR");
  const f = p.f;
  const pw = () => f.humanPassword("fr");

  p.secret("prose_password", "Le mot de passe de ma banque en ligne, c'est $.", pw());
  p.secret("prose_password", "J'ai changé le mot de passe d'Ameli pour $.", pw());
  p.secret("login_pair", "Accès à la location de vacances : maman / $", pw());
  p.secret("prose_password", "mdp du compte impots.gouv : $", pw());
  p.secret("prose_password", "$ c'est le nouveau mot de passe du vieux portable, au cas où.", pw());
  p.secret("login_pair", "Identifiant camille.d, mot de passe $ pour l'espace parents de l'école.", pw());
  p.secret("prose_password", "Pour Netflix j'ai mis $ comme mot de passe.", pw());
  p.secret("prose_password", "Le code d'accès du compte Doctolib est maintenant $.", pw());
  p.secret("prose_password", "Rappel : mon mot de passe Free, c'est toujours $", pw());
  p.secret("prose_password", "Le mot de passe maître du gestionnaire de mots de passe est $.", pw());

  p.secret("door_code", "Le digicode de l'immeuble, c'est $ puis la porte de gauche.", f.doorCode(true));
  p.secret("door_code", "digicode $ et interphone au nom de Dumoulin", f.doorCode(true));
  p.secret("wifi", "Code wifi de la Livebox : $", f.routerKey("livebox"));
  p.secret("wifi", "La clé WPA du wifi invités est $.", f.routerKey("human", "fr"));
  p.secret("wifi", "À imprimer pour le salon : WIFI:T:WPA;S:Maison-Dumoulin;P:$;;", f.routerKey("vodafone"));
  p.secret("alarm_code", "Code de l'alarme : $, à taper dans les 30 secondes.", f.pin());
  p.secret("door_code", "La boîte à clés du gîte s'ouvre avec le code $.", f.doorCode());
  p.secret("pin", "Le code de ma carte bleue c'est $.", f.pin());
  p.secret("sim_puk", "Code PUK de la carte SIM Orange : $", f.puk());
  p.secret("recovery_codes", "Codes de secours Google, à garder au chaud : $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Clé secrète pour l'appli d'authentification : $", f.totpKey(true));
  p.secret("seed_phrase", "Phrase de récupération du portefeuille (12 mots) : $", f.bip39("fr"));

  let m: MailParts;
  m = f.mail("fr"); p.pii("email_obfuscated", "Écris-moi à $, je regarde tous les soirs.", f.spellMail(m, " arobase ", " point "));
  m = f.mail("fr"); p.pii("email_obfuscated", "mon adresse perso : $", f.spellMail(m, " (arobase) ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("fr"); p.pii("email_obfuscated", "Contact pour le covoiturage : $", f.spellMail(m, " [at] ", " [point] "));
  m = f.mail("fr"); p.pii("email_obfuscated", "$ c'est mon mail", f.spellMail(m, " arobase ", " point ", { underscore: " tiret bas " }));
  m = f.mail("fr"); p.pii("email", "Envoie la facture à $ stp.", f.plainMail(m));

  p.pii("phone", "Mon portable : $", f.phone("FR", "mobile"), "FR");
  p.pii("phone", "Appelle-moi au $ ce soir.", f.phone("FR", "mobile", "dotted"), "DE");
  p.pii("phone", "Le fixe de mes parents : $", f.phone("FR", "landline"), null);
  p.pii("phone", "Depuis l'étranger, compose le $.", f.phone("FR", "mobile", "international"), "US");
  p.pii("phone", "num de Chloé : $", f.phone("FR", "mobile", "compact"), "FR");
  p.pii("phone", "Le numéro de Lucia à Madrid, c'est le $.", f.phone("ES", "mobile"), "FR");

  p.pii("national_id", "Mon numéro de sécu : $", f.nir(true));
  p.pii("national_id", "Numéro de sécurité sociale $ pour la mutuelle.", f.nir(false));
  p.pii("national_id", "NIR de mon conjoint pour la mutuelle : $", f.nir(true));

  p.pii("passport", "Numéro de passeport : $, valable jusqu'en 2030.", f.passportOf("FR"));
  p.pii("passport", "mon n° de passeport est le $", f.passportOf("FR"));

  const street = () => `${f.pick(["rue", "avenue", "allée", "impasse"])} ${f.pick(["des Lilas", "Jean-Jaurès", "des Tilleuls", "Victor-Hugo", "du Moulin"])}`;
  p.pii("address", `J'habite au $, 750${pad2(f.int(1, 20))} Paris.`, `${f.houseNumber()} ${street()}`);
  p.pii("address", "Nouvelle adresse : $, 69007 Lyon", `${f.houseNumber()} bis ${street()}`);
  p.pii("address", "Livraison au $, bât. B, 2e étage", `${f.houseNumber()} ${street()}`);

  p.pii("birth_date", "Je suis né le $ à Nantes.", dateWords(f, "fr"));
  p.pii("birth_date", "Date de naissance : $", dateDigits(f, "/"));
  p.pii("birth_date", "Ma fille est née le $, il faut le mettre sur le formulaire.", dateWords(f, "fr", "a", [1996, 2021]));

  p.pii("iban", "Mon RIB : IBAN $", f.ibanPrinted("FR"));
  p.pii("iban", "Fais le virement sur $ s'il te plaît.", f.iban("FR"));

  p.clean("clean_checksum", `La somme SHA-256 publiée pour l'image ISO est ${f.sha256()}.`);
  p.clean("clean_commit", `Corrigé dans le commit ${f.commit(true)}.`);
  p.clean("clean_meeting_id", `ID de réunion : ${f.meetingId("zoom")}, le lien est dans l'invitation.`);
  p.clean("clean_order", `Commande n° ${f.amazonOrder()} expédiée hier.`);
  p.clean("clean_tracking", `Numéro de suivi Colissimo : 6A${f.digits(11)}`);
  p.clean("clean_part", `Référence de la pièce : 77 01 ${f.digits(3)} ${f.digits(3)}, à commander chez Renault.`);
  p.clean("clean_price", "Le billet coûte 89,90 € aller-retour.");
  p.clean("clean_datetime", "Rendez-vous chez le dentiste le 17 décembre 2026 à 14 h 30.");
  p.clean("clean_datetime", "La boulangerie a ouvert le 2 mai 1995, c'est écrit sur la vitrine.");
  p.clean("clean_placeholder", "Dans la doc : OPENAI_API_KEY=sk-...votre-clé-ici, à remplacer par la tienne.");
  p.clean("clean_filename", "L'icône à utiliser, c'est favicon@2x.png.");
  p.clean("clean_version", "Passé à macOS 15.2 hier soir, rien de cassé.");
  p.clean("clean_keyword", "La réinitialisation du mot de passe ne marche plus sur le site.");
  p.clean("clean_keyword", "Le mot de passe doit contenir au moins 12 caractères et un chiffre.");
  p.clean("clean_keyword", "Appelle-moi à 17 h, je serai sorti du train.");
  p.clean("clean_keyword", "Le digicode est en panne, il faut sonner à l'interphone.");
  p.clean("clean_keyword", "J'ai fini la revue de code, tu peux merger.");
  p.clean("clean_keyword", "La clé du succès, c'est la régularité.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `Le service client de la mutuelle répond au ${fr00(f)} (appel gratuit).`);
  p.clean("clean_room_flight", `Vol AF ${f.int(1000, 1999)} au départ de CDG, terminal 2F, porte K${f.int(20, 50)}.`);
  p.clean("clean_room_flight", `La formation a lieu salle B${f.int(100, 399)}.`);
  p.clean("clean_postcode_city", "Le code postal 69007, c'est Lyon 7e.");
  p.clean("clean_weather", "Demain à Marseille : 31 °C et mistral.");
  p.clean("clean_isbn", `Le livre pour le club de lecture : ISBN ${f.isbn13()}.`);
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// Spanish

function spanish(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_004), "es", "ES");
  const f = p.f;
  const pw = () => f.humanPassword("es");

  p.secret("prose_password", "La contraseña del banco online es $, apúntala en un sitio seguro.", pw());
  p.secret("prose_password", "Cambié la contraseña de Amazon a $ anoche.", pw());
  p.secret("login_pair", "Acceso al piso de la playa: mamá / $", pw());
  p.secret("prose_password", "La contraseña de Cl@ve permanente es $.", pw());
  p.secret("prose_password", "$ es la nueva contraseña del portátil viejo, por si acaso.", pw());
  p.secret("login_pair", "Usuario lucia.olmedo y contraseña $ para la web del colegio.", pw());
  p.secret("prose_password", "contra de netflix: $", pw());
  p.secret("prose_password", "La clave de mi correo la cambié a $.", pw());
  p.secret("prose_password", "Para Movistar usé $ como contraseña.", pw());
  p.secret("prose_password", "La contraseña maestra del gestor de contraseñas es $.", pw());

  p.secret("wifi", "La clave del wifi es $ (la red se llama MiFibra-Casa).", f.routerKey("vodafone"));
  p.secret("wifi", "Para invitados: WIFI:T:WPA;S:CasaOlmedo;P:$;;", f.routerKey("human", "es"));
  p.secret("wifi", "Contraseña del wifi de invitados: $", f.routerKey("human", "es"));
  p.secret("door_code", "El código del portal es $.", f.doorCode());
  p.secret("door_code", "Código de la puerta del garaje: $ y luego almohadilla.", f.doorCode());
  p.secret("alarm_code", "Código de la alarma: $, tienes 30 segundos.", f.pin());
  p.secret("pin", "El PIN de la tarjeta es $.", f.pin());
  p.secret("sim_puk", "PUK de la SIM de Vodafone: $", f.puk());
  p.secret("recovery_codes", "Códigos de respaldo de Instagram: $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Clave de configuración del autenticador: $", f.totpKey(true));
  p.secret("seed_phrase", "Las 12 palabras de recuperación de la cartera: $", f.bip39("es"));

  let m: MailParts;
  m = f.mail("es"); p.pii("email_obfuscated", "Escríbeme a $ y te mando las fotos.", f.spellMail(m, " arroba ", " punto "));
  m = f.mail("es"); p.pii("email_obfuscated", "mi correo: $", f.spellMail(m, " (arroba) ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("es"); p.pii("email_obfuscated", "$ es mi email personal", f.spellMail(m, " arroba ", " punto ", { underscore: " guion bajo " }));
  m = f.mail("es"); p.pii("email_obfuscated", "correo de contacto: $", f.spellMail(m, "[arroba]", "[punto]"));
  m = f.mail("es"); p.pii("email", "Mándame la factura a $.", f.plainMail(m));

  p.pii("phone", "Mi móvil es el $.", f.phone("ES", "mobile"), "ES");
  p.pii("phone", "Llámame al $ cuando llegues.", f.phone("ES", "mobile", "dotted"), "DE");
  p.pii("phone", "El fijo de casa: $", f.phone("ES", "landline"), null);
  p.pii("phone", "Desde fuera de España: $", f.phone("ES", "mobile", "international"), "GB");
  p.pii("phone", "El número de Camille en París es el $.", f.phone("FR", "mobile"), "ES");

  p.pii("national_id", "Mi DNI es $.", f.dniFormatted("dots-dash"));
  p.pii("national_id", "DNI: $", f.dniFormatted("dots-space"));
  p.pii("national_id", "Número de DNI $ para la reserva del hotel.", f.dniFormatted("plain"));
  p.pii("national_id", "Mi NIE es $, lo piden para el contrato.", f.nie());

  p.pii("passport", "Número de pasaporte: $.", f.passportOf("ES"));
  p.pii("passport", "el pasaporte de mi hijo es el $", f.passportOf("ES"));

  p.pii("address", `Vivo en $, 280${pad2(f.int(1, 50))} Madrid.`, `Calle ${f.pick(["Mayor", "del Pez", "de Toledo"])}, ${f.houseNumber()}, ${f.int(1, 6)}.º ${f.pick(["A", "B", "C"])}`);
  p.pii("address", "Mi dirección nueva: $, 08012 Barcelona", `C/ ${f.pick(["Verdi", "de Sants", "del Torrent"])} ${f.houseNumber()}, ${f.int(1, 5)}º ${f.int(1, 4)}ª`);
  p.pii("address", "Envíalo a $, que yo no estoy en casa.", `Avenida de la ${f.pick(["Constitución", "Paz", "Libertad"])} ${f.houseNumber()}, bajo`);

  p.pii("birth_date", "Nací el $.", dateWords(f, "es"));
  p.pii("birth_date", "Fecha de nacimiento: $", dateDigits(f, "/"));
  p.pii("birth_date", "mi madre nació el $ en Sevilla", dateWords(f, "es", "a", [1938, 1972]));

  p.pii("iban", "Mi IBAN es $.", f.ibanPrinted("ES"));
  p.pii("iban", "Hazme la transferencia a $, a nombre de Lucía Olmedo.", f.iban("ES"));

  p.clean("clean_checksum", `El hash SHA-256 publicado del instalador es ${f.sha256()}.`);
  p.clean("clean_commit", `Arreglado en el commit ${f.commit(false)}.`);
  p.clean("clean_meeting_id", `ID de la reunión: ${f.meetingId("zoom")}.`);
  p.clean("clean_meeting_id", `ID de reunión de Teams: ${f.meetingId("teams")}`);
  p.clean("clean_order", `Número de pedido: ${f.amazonOrder()}.`);
  p.clean("clean_tracking", `Número de seguimiento de Correos: ${f.s10("ES")}`);
  p.clean("clean_part", `Referencia de la pieza: 1K0 ${f.digits(3)} ${f.digits(3)} para el Golf.`);
  p.clean("clean_price", "El alquiler sube a 950 € al mes.");
  p.clean("clean_datetime", "La cita con el médico es el 17 de diciembre de 2026 a las 10:30.");
  p.clean("clean_datetime", "La tienda se inauguró el 5 de junio de 1999.");
  p.clean("clean_placeholder", `Pon tu token así: GITHUB_TOKEN=${"gh" + "p_"}XXXXXXXXXXXXXXXXXXXX (es un ejemplo de la documentación).`);
  p.clean("clean_filename", "Sube banner@2x.jpg a la carpeta de imágenes.");
  p.clean("clean_version", "Ya actualicé a Android 15, versión 15.0.2.");
  p.clean("clean_keyword", "No funciona lo de recuperar la contraseña en la app del banco.");
  p.clean("clean_keyword", "La contraseña tiene que tener al menos 8 caracteres.");
  p.clean("clean_keyword", "Llámame a las 5, antes estoy liado.");
  p.clean("clean_keyword", "El PIN lo tengo apuntado en casa, no te lo mando por aquí.");
  p.clean("clean_keyword", "Ya terminé la revisión de código.");
  p.clean("clean_keyword", "La clave está en empezar temprano.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `Atención al cliente de la aseguradora: 900 ${f.digits(3)} ${f.digits(3)} (gratuito).`);
  p.clean("clean_room_flight", `El vuelo IB ${f.int(3000, 3999)} sale a las 7:40 de la T4.`);
  p.clean("clean_postcode_city", "El código postal 28013 es el del centro de Madrid.");
  p.clean("clean_weather", "Mañana en Valencia 27 grados y sol.");
  p.clean("clean_isbn", `El libro del club de lectura tiene ISBN ${f.isbn13()}.`);
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// Portuguese, Portugal

function portuguesePT(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_005), "pt", "PT", "PT");
  const f = p.f;
  const pw = () => f.humanPassword("pt");

  p.secret("prose_password", "A palavra-passe do Portal das Finanças é $.", pw());
  p.secret("prose_password", "Mudei a palavra-passe do homebanking para $.", pw());
  p.secret("login_pair", "Acesso à casa de férias: mãe / $", pw());
  p.secret("prose_password", "$ é a nova palavra-passe do portátil antigo.", pw());
  p.secret("login_pair", "Utilizador ines.figueiredo, palavra-passe $ para o portal da escola.", pw());
  p.secret("prose_password", "A password do email é $, não te esqueças.", pw());

  p.secret("wifi", "A password do Wi-Fi da MEO é $.", f.routerKey("meo"));
  p.secret("wifi", "Para os convidados: WIFI:T:WPA;S:Casa-Magalhaes;P:$;;", f.routerKey("human", "pt"));
  p.secret("door_code", "O código da porta do prédio é $.", f.doorCode());
  p.secret("pin", "O PIN do cartão multibanco é $.", f.pin());
  p.secret("recovery_codes", "Códigos de recuperação do Google: $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Chave de configuração da app de autenticação: $", f.totpKey(true));

  let m: MailParts;
  m = f.mail("pt"); p.pii("email_obfuscated", "Escreve-me para $.", f.spellMail(m, " arroba ", " ponto "));
  m = f.mail("pt"); p.pii("email_obfuscated", "o meu mail: $", f.spellMail(m, " (arroba) ", ".", { spellLocal: false, spellDomain: false }));

  p.pii("phone", "O meu telemóvel é o $.", f.phone("PT", "mobile"), "PT");
  p.pii("phone", "Do estrangeiro liga para o $.", f.phone("PT", "mobile", "international"), "ES");
  p.pii("phone", "Telefone fixo lá de casa: $", f.phone("PT", "landline"), null);

  p.pii("national_id", "O meu NIF é $.", f.nif(false));
  p.pii("national_id", "Número de contribuinte para a fatura: $", f.nif(true));
  p.pii("passport", "Número do passaporte: $", f.passportOf("PT"));
  p.pii("address", `Moro na $, ${f.postcode("4050-###")} Porto.`, `Rua ${f.pick(["das Flores", "de Santa Catarina", "do Almada"])}, ${f.houseNumber()}, ${f.int(1, 5)}.º Esq.`);
  p.pii("address", `Morada nova: $, ${f.postcode("1250-###")} Lisboa`, `Avenida da Liberdade ${f.houseNumber()}, ${f.int(1, 8)}.º Dto.`);
  p.pii("birth_date", "Nasci a $.", dateWords(f, "pt"));
  p.pii("birth_date", "Data de nascimento: $", dateDigits(f, "/"));
  p.pii("iban", "O meu IBAN é $.", f.ibanPT(true));

  p.clean("clean_meeting_id", `ID da reunião: ${f.meetingId("zoom")}.`);
  p.clean("clean_checksum", `O checksum SHA-256 publicado no site é ${f.sha256()}.`);
  p.clean("clean_order", `Número de encomenda: ${f.amazonOrder()}.`);
  p.clean("clean_tracking", `Registo dos CTT: ${f.s10("PT")}`);
  p.clean("clean_price", "O bilhete custa 12,50 €.");
  p.clean("clean_datetime", "A consulta é a 17 de dezembro de 2026 às 10h30.");
  p.clean("clean_keyword", "A recuperação da palavra-passe não funciona no site.");
  p.clean("clean_keyword", "Liga-me às 5, antes estou ocupado.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `A linha de apoio do banco é o 808 ${f.digits(3)} ${f.digits(3)}.`);
  p.clean("clean_room_flight", `Voo TP ${f.int(1000, 1999)} parte às 6h15 do terminal 1.`);
  p.clean("clean_weather", "Amanhã em Lisboa 26 graus e sol.");
  p.clean("clean_postcode_city", "O código postal 1250 é de Lisboa.");
  p.clean("clean_version", "A versão 2.3.1 da app já saiu.");
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// Portuguese, Brazil

function portugueseBR(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_006), "pt", "BR", "BR");
  const f = p.f;
  const pw = () => f.humanPassword("pt");

  p.secret("prose_password", "A senha do internet banking é $.", pw());
  p.secret("prose_password", "Troquei a senha do Nubank para $.", pw());
  p.secret("login_pair", "Login do apê da praia: mãe / $", pw());
  p.secret("prose_password", "$ é a senha nova do notebook velho.", pw());
  p.secret("login_pair", "Usuário rafael.arruda, senha $ no portal do gov.br", pw());
  p.secret("prose_password", "senha do netflix: $", pw());
  p.secret("prose_password", "Minha senha do e-mail agora é $.", pw());

  p.secret("wifi", "A senha do Wi-Fi é $ (rede Arruda_5G).", f.routerKey("human", "pt"));
  p.secret("wifi", "QR do Wi-Fi: WIFI:T:WPA;S:Casa-Arruda;P:$;;", f.routerKey("vodafone"));
  p.secret("door_code", "Código do portão: $", f.doorCode());
  p.secret("alarm_code", "A senha do alarme é $.", f.pin());
  p.secret("pin", "Senha do cartão de débito: $", f.pin(6));
  p.secret("seed_phrase", "Palavras de recuperação da carteira: $", f.bip39("pt"));

  let m: MailParts;
  m = f.mail("pt"); p.pii("email_obfuscated", "Me manda um e-mail: $", f.spellMail(m, " arroba ", " ponto "));
  m = f.mail("pt"); p.pii("email_obfuscated", "meu email é $", f.spellMail(m, " arroba ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("pt"); p.pii("email", "Manda o boleto pra $.", f.plainMail(m));

  p.pii("phone", "Meu celular: $", f.phone("BR", "mobile"), "BR");
  p.pii("phone", "Me liga no $ amanhã.", f.phone("BR", "mobile"), "PT");
  p.pii("phone", "WhatsApp: $", f.phone("BR", "mobile", "compact"), null);
  p.pii("phone", "Telefone fixo: $", f.phone("BR", "landline"), "BR");
  p.pii("phone", "Do exterior: $", f.phone("BR", "mobile", "international"), "US");

  p.pii("national_id", "Meu CPF é $.", f.cpf());
  p.pii("national_id", "CPF $ na nota fiscal, por favor.", f.cpfCompact());
  p.pii("passport", "Número do passaporte: $", f.passportOf("BR"));
  p.pii("address", `Moro na $, São Paulo - SP, ${f.postcode("01###-###")}.`, `Rua ${f.pick(["Augusta", "Oscar Freire", "Haddock Lobo"])}, ${f.int(100, 2500)}, apto ${f.int(11, 184)}`);
  p.pii("address", "Endereço de entrega: $ - Copacabana, Rio de Janeiro", `Av. Nossa Senhora de Copacabana, ${f.int(100, 1500)}, bloco B, apto ${f.int(101, 1204)}`);
  p.pii("birth_date", "Nasci em $.", dateWords(f, "pt"));
  p.pii("birth_date", "Data de nascimento: $", dateDigits(f, "/"));

  p.clean("clean_meeting_id", `ID da reunião: ${f.meetingId("zoom10")}.`);
  p.clean("clean_meeting_id", `Código da reunião no Meet: ${f.chars("abcdefghijklmnopqrstuvwxyz", 3)}-${f.chars("abcdefghijklmnopqrstuvwxyz", 4)}-${f.chars("abcdefghijklmnopqrstuvwxyz", 3)}`);
  p.clean("clean_order", `Pedido nº ${f.digits(5)}-${f.digits(2)} saiu para entrega.`);
  p.clean("clean_tracking", `Código de rastreio dos Correios: ${f.s10("BR")}`);
  p.clean("clean_price", "O celular custa R$ 3.499,90 à vista.");
  p.clean("clean_datetime", "A reunião é dia 17/12 às 14h.");
  p.clean("clean_keyword", "O link de redefinir senha está quebrado de novo.");
  p.clean("clean_keyword", "Me liga às 5, antes não dá.");
  p.clean("clean_keyword", "Terminei o code review, pode fazer o merge.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `SAC da operadora: 0800 ${f.digits(3)} ${f.digits(4)} (ligação gratuita).`);
  p.clean("clean_postcode_city", "O CEP 01310-100 é da Avenida Paulista.");
  p.clean("clean_weather", "Amanhã no Rio 35 graus e sol forte.");
  p.clean("clean_placeholder", `No README o exemplo é GITHUB_TOKEN=${"gh" + "p_"}XXXXXXXXXXXXXXXXXXXX, troque pelo seu.`);
  p.clean("clean_checksum", `O hash SHA-256 do arquivo publicado é ${f.sha256()}.`);
  p.clean("clean_filename", "Usa o arquivo logo@2x.png no site.");
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// Italian

function italian(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_007), "it", "IT");
  const f = p.f;
  const pw = () => f.humanPassword("it");

  p.secret("prose_password", "La password della mail è $, non dirla a nessuno.", pw());
  p.secret("prose_password", "Ho cambiato la password di Amazon in $.", pw());
  p.secret("login_pair", "Accesso alla casa al mare: mamma / $", pw());
  p.secret("prose_password", "La password dello SPID è $.", pw());
  p.secret("prose_password", "$ è la nuova password del portatile vecchio.", pw());
  p.secret("login_pair", "Utente giulia.ferraresi, password $ per il registro elettronico.", pw());
  p.secret("prose_password", "pw di netflix: $", pw());
  p.secret("prose_password", "La parola d'ordine per l'home banking è $.", pw());
  p.secret("prose_password", "Per Fineco ho messo $ come password.", pw());
  p.secret("prose_password", "La password principale del gestore di password è $.", pw());

  p.secret("wifi", "La chiave del wifi è $ (rete FASTWEB-Ferraresi).", f.routerKey("vodafone"));
  p.secret("wifi", "Per gli ospiti: WIFI:T:WPA;S:Casa-Bellandi;P:$;;", f.routerKey("human", "it"));
  p.secret("wifi", "Password del Wi-Fi ospiti: $", f.routerKey("human", "it"));
  p.secret("door_code", "Il codice del cancello è $.", f.doorCode());
  p.secret("door_code", "Codice del portone: $ e poi campanello 4.", f.doorCode());
  p.secret("alarm_code", "Codice dell'allarme $, hai trenta secondi per disattivarlo.", f.pin());
  p.secret("pin", "Il PIN del bancomat è $.", f.pin(5));
  p.secret("sim_puk", "PUK della SIM TIM: $", f.puk());
  p.secret("recovery_codes", "Codici di backup per Google: $", f.recoveryCodes("google", 5, ", "));
  p.secret("totp", "Chiave segreta per l'app di autenticazione: $", f.totpKey(false));
  p.secret("seed_phrase", "Le 12 parole del portafoglio sono: $", f.bip39("it"));

  let m: MailParts;
  m = f.mail("it"); p.pii("email_obfuscated", "Scrivimi a $ per i dettagli.", f.spellMail(m, " chiocciola ", " punto "));
  m = f.mail("it"); p.pii("email_obfuscated", "la mia mail: $", f.spellMail(m, "(at)", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("it"); p.pii("email_obfuscated", "$ è la mia email", f.spellMail(m, " chiocciola ", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("it"); p.pii("email_obfuscated", "contatto: $", f.spellMail(m, " [chiocciola] ", " [punto] "));
  m = f.mail("it"); p.pii("email", "Mandami la ricevuta a $.", f.plainMail(m));

  p.pii("phone", "Il mio cellulare è $.", f.phone("IT", "mobile"), "IT");
  p.pii("phone", "Chiamami al $ dopo le sei.", f.phone("IT", "mobile", "dotted"), "DE");
  p.pii("phone", "Il fisso di casa: $", f.phone("IT", "landline"), null);
  p.pii("phone", "Dall'estero: $", f.phone("IT", "mobile", "international"), "FR");
  p.pii("phone", "Il numero di Sanne ad Amsterdam è $.", f.phone("NL", "mobile"), "IT");

  p.pii("national_id", "Il mio codice fiscale è $.", f.codiceFiscale());
  p.pii("national_id", "Codice fiscale: $", f.codiceFiscale());
  p.pii("national_id", "CF di mia figlia per l'iscrizione a scuola: $", f.codiceFiscale());

  p.pii("passport", "Numero di passaporto: $.", f.passportOf("IT"));
  p.pii("passport", "il mio passaporto è il n. $", f.passportOf("IT"));

  p.pii("address", `Abito in $, ${f.postcode("201##")} Milano.`, `Via ${f.pick(["Garibaldi", "dei Serragli", "Mazzini"])} ${f.houseNumber()}`);
  p.pii("address", `Nuovo indirizzo: $, ${f.postcode("001##")} Roma`, `Viale dei Mille ${f.houseNumber()}/B`);
  p.pii("address", "Spediscilo a $, scala C, interno 7.", `Corso Vittorio Emanuele II, ${f.houseNumber()}`);
  p.pii("address", "Ci vediamo da me, in $ a Firenze.", `Piazza Santo Spirito ${f.int(1, 40)}`);

  p.pii("birth_date", "Sono nata il $.", dateWords(f, "it"));
  p.pii("birth_date", "Data di nascita: $", dateDigits(f, "/"));
  p.pii("birth_date", "mio padre è nato il $ a Bari", dateWords(f, "it", "a", [1935, 1970]));

  p.pii("iban", "Il mio IBAN è $.", f.ibanPrinted("IT"));
  p.pii("iban", "Fammi il bonifico su $, intestato a Giulia Ferraresi.", f.iban("IT"));

  p.clean("clean_checksum", `Il checksum SHA-256 pubblicato per l'immagine è ${f.sha256()}.`);
  p.clean("clean_commit", `Risolto nel commit ${f.commit(true)}.`);
  p.clean("clean_meeting_id", `ID riunione: ${f.meetingId("zoom")}.`);
  p.clean("clean_order", `Numero d'ordine ${f.amazonOrder()}, arriva giovedì.`);
  p.clean("clean_tracking", `Numero di spedizione di Poste: ${f.s10("IT")}`);
  p.clean("clean_part", `Codice ricambio ${f.int(46, 71)}${f.digits(6)} per la Panda.`);
  p.clean("clean_price", "Il biglietto costa 45,90 €.");
  p.clean("clean_datetime", "La visita è il 17 dicembre 2026 alle 15:00.");
  p.clean("clean_datetime", "Il negozio ha aperto il 12 aprile 1987, c'è la targa.");
  p.clean("clean_placeholder", "Nel file di esempio c'è API_KEY=sk-...la-tua-chiave-qui.");
  p.clean("clean_filename", "Carica foto@2x.jpg nella cartella delle immagini.");
  p.clean("clean_version", "Aggiornato a iOS 18.2, tutto ok.");
  p.clean("clean_keyword", "Il reset della password non funziona, la mail non arriva.");
  p.clean("clean_keyword", "La password deve avere almeno 10 caratteri.");
  p.clean("clean_keyword", "Chiamami alle 5, prima sono in riunione.");
  p.clean("clean_keyword", "Ho dimenticato il PIN, la banca me ne manda uno nuovo.");
  p.clean("clean_keyword", "Ho finito la code review, puoi fare il merge.");
  p.clean("clean_keyword", "La chiave di tutto è la pazienza.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `Il numero verde del comune è 800 ${f.digits(3)} ${f.digits(3)}.`);
  p.clean("clean_room_flight", `Volo AZ ${f.int(100, 999)} in partenza alle 10:15 dal gate B${f.int(1, 30)}.`);
  p.clean("clean_postcode_city", "Il CAP 20121 è quello del centro di Milano.");
  p.clean("clean_weather", "Domani a Napoli 29 gradi e sole.");
  p.clean("clean_isbn", `Il libro del gruppo di lettura: ISBN ${f.isbn13()}.`);
  return p.cases;
}

// ------------------------------------------------------------------------------------------------
// Dutch

function dutch(): UntunedCase[] {
  const p = new Part(new UntunedFakes(36_008), "nl", "NL");
  const f = p.f;
  const pw = () => f.humanPassword("nl");

  p.secret("prose_password", "Het wachtwoord van mijn internetbankieren is $.", pw());
  p.secret("prose_password", "Ik heb het wachtwoord van bol.com veranderd in $.", pw());
  p.secret("login_pair", "Inlog vakantiehuisje: mama / $", pw());
  p.secret("prose_password", "Mijn DigiD-wachtwoord is nu $.", pw());
  p.secret("prose_password", "$ is het nieuwe wachtwoord van de oude laptop, voor het geval dat.", pw());
  p.secret("login_pair", "Gebruikersnaam sanne.devries, wachtwoord $ voor het ouderportaal.", pw());
  p.secret("prose_password", "ww van netflix: $", pw());
  p.secret("prose_password", "Voor Ziggo gebruik ik $ als wachtwoord.", pw());
  p.secret("prose_password", "Het hoofdwachtwoord van de wachtwoordmanager is $.", pw());
  p.secret("prose_password", "Wachtwoord voor de mail van opa is $, hij vergeet het steeds.", pw());

  p.secret("wifi", "Het wachtwoord van de wifi is $.", f.routerKey("ziggo"));
  p.secret("wifi", "Voor gasten: WIFI:T:WPA;S:Huize-Verbeek;P:$;;", f.routerKey("human", "nl"));
  p.secret("wifi", "WiFi-sleutel voor de gasten: $", f.routerKey("human", "nl"));
  p.secret("door_code", "De code van de voordeur is $.", f.doorCode());
  p.secret("door_code", "Sleutelkluisje bij de achterdeur, code $.", f.doorCode());
  p.secret("alarm_code", "Alarmcode: $, daarna op OK drukken.", f.pin());
  p.secret("pin", "De pincode van mijn bankpas is $.", f.pin());
  p.secret("sim_puk", "PUK-code van de KPN-simkaart: $", f.puk());
  p.secret("recovery_codes", "Herstelcode voor mijn Microsoft-account: $", f.recoveryCodes("microsoft", 1));
  p.secret("recovery_codes", "Back-upcodes voor de tweestapsverificatie, voor als mijn telefoon kwijt is: $", f.recoveryCodes("dashed", 4, " "));
  p.secret("totp", "Geheime sleutel voor de authenticator-app: $", f.totpKey(true));
  p.secret("apple_recovery_key", "Apple-herstelsleutel: $", f.appleRecoveryKey());

  let m: MailParts;
  m = f.mail("nl"); p.pii("email_obfuscated", "Mail me op $, dan stuur ik de foto's.", f.spellMail(m, " apenstaartje ", " punt "));
  m = f.mail("nl"); p.pii("email_obfuscated", "mijn e-mailadres: $", f.spellMail(m, "(at)", ".", { spellLocal: false, spellDomain: false }));
  m = f.mail("nl"); p.pii("email_obfuscated", "$ is mijn privéadres", f.spellMail(m, " at ", " punt "));
  m = f.mail("nl"); p.pii("email_obfuscated", "contact: $", f.spellMail(m, " [apenstaartje] ", " [punt] "));
  m = f.mail("nl"); p.pii("email", "Stuur de factuur naar $.", f.plainMail(m));

  p.pii("phone", "Mijn nummer is $.", f.phone("NL", "mobile", "dotted"), "NL");
  p.pii("phone", "Bel me op $ als je er bent.", f.phone("NL", "mobile"), "DE");
  p.pii("phone", "Vaste lijn: $", f.phone("NL", "landline"), null);
  p.pii("phone", "Vanuit het buitenland: $", f.phone("NL", "mobile", "international"), "GB");
  p.pii("phone", "Het nummer van Lukas in Berlijn is $.", f.phone("DE", "mobile"), "NL");

  p.pii("national_id", "Mijn BSN is $.", f.bsn());
  p.pii("national_id", "Burgerservicenummer: $", f.bsnDotted());
  p.pii("national_id", "BSN van mijn zoon voor de zorgverzekering: $", f.bsn());

  p.pii("passport", "Paspoortnummer: $", f.passportOf("NL"));
  p.pii("passport", "mijn paspoortnummer is $, verloopt in 2029", f.passportOf("NL"));

  p.pii("address", `Ik woon op $, ${f.postcode("101# AA")} Amsterdam.`, `${f.pick(["Prinsengracht", "Keizersgracht", "Bloemgracht"])} ${f.houseNumber()}-${f.int(1, 3)}`);
  p.pii("address", `Nieuw adres: $, ${f.postcode("351# AA")} Utrecht`, `Oudegracht ${f.houseNumber()} bis`);
  p.pii("address", "Stuur het pakket naar $, de bel doet het niet.", `${f.pick(["Kerkstraat", "Dorpsstraat", "Hoofdweg"])} ${f.houseNumber()}-hs`);

  p.pii("birth_date", "Ik ben geboren op $.", dateWords(f, "nl"));
  p.pii("birth_date", "Geboortedatum: $", dateDigits(f, "-"));
  p.pii("birth_date", "mijn broer is op $ geboren", dateWords(f, "nl"));

  p.pii("iban", "Mijn IBAN is $.", f.ibanPrinted("NL"));
  p.pii("iban", "Maak het over naar $ t.n.v. S. de Vries.", f.iban("NL"));

  p.clean("clean_checksum", `De gepubliceerde SHA-256-checksum van het installatiebestand is ${f.sha256()}.`);
  p.clean("clean_commit", `Opgelost in commit ${f.commit(false)}.`);
  p.clean("clean_meeting_id", `Vergader-ID: ${f.meetingId("zoom")}.`);
  p.clean("clean_order", `Bestelnummer 4${f.digits(9)}, wordt morgen bezorgd.`);
  p.clean("clean_tracking", `Track & trace van PostNL: 3S${f.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 4)}${f.digits(9)}`);
  p.clean("clean_part", `Artikelnummer ${f.digits(3)}.${f.digits(3)}.${f.digits(2)} bij IKEA.`);
  p.clean("clean_price", "Het kost € 24,95 per maand.");
  p.clean("clean_datetime", "De afspraak bij de tandarts is op 17 december 2026 om 14.30 uur.");
  p.clean("clean_datetime", "De winkel is op 1 oktober 1996 geopend.");
  p.clean("clean_placeholder", "Zet in je .env: API_KEY=<jouw-sleutel-hier>");
  p.clean("clean_filename", "Gebruik logo@2x.png voor retina-schermen.");
  p.clean("clean_version", "Geüpdatet naar Windows 11 24H2.");
  p.clean("clean_keyword", "De wachtwoord-vergeten-knop werkt niet op de site van de gemeente.");
  p.clean("clean_keyword", "Het wachtwoord moet minstens 12 tekens lang zijn.");
  p.clean("clean_keyword", "Bel me om 5 uur, dan ben ik thuis.");
  p.clean("clean_keyword", "Kan ik hier pinnen of alleen contant?");
  p.clean("clean_keyword", "Code review is klaar, je kunt mergen.");
  p.clean("clean_keyword", "De wifi doet het weer niet.");
  // A company's published hotline is not personal data.
  p.clean("clean_business_phone", `Klantenservice van de energieleverancier: 0800-${f.digits(4)} (gratis).`);
  p.clean("clean_room_flight", `Vlucht KL ${f.int(1000, 1999)} vertrekt om 9.20 uur van gate D${f.int(1, 80)}.`);
  p.clean("clean_postcode_city", "Postcode 1016 is de Jordaan.");
  p.clean("clean_weather", "Morgen in Rotterdam 14 graden en regen.");
  p.clean("clean_isbn", `Het boek voor de leesclub: ISBN ${f.isbn13()}.`);
  return p.cases;
}
