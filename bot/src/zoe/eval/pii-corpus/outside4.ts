/**
 * Development sentences for issue #36 written by an eighth engineer (privacy-recall, round 7),
 * labelled before the gate was run on them. They aim at forms the earlier development files
 * (owners, outside, outside2, outside3) do not have: long chatty messages where the credential is
 * one clause among several; a password dictated in pieces or with spaces; the value before the
 * keyword with a clause between; the keyword inflected, diminutive, plural or compounded in each
 * language ("Kennwörter", "contraseñas", "wachtwoordje", "parola d'accesso"); recovery and backup
 * code lists laid out as people paste them (numbered, comma lists, two columns, dashed, 8- and
 * 10-character groups, chatter around them); personal data inside long messages; and clean
 * look-alikes owners type (release-note checksums, git SHAs, webinar ids with "passcode in the
 * invite", part, order, tracking and invoice numbers, reference codes, seats, versions,
 * placeholders, "@2x" file names, prices, times, counts) in all seven languages. A second batch,
 * written after the first batch's rules and before the gate was run on it, adds voice-dictated
 * notes, forwarded mails, statement and booking lines, shopping lists and scores.
 * Must never: hold a literal secret or a real person's data (every value is drawn at run time).
 */
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "./fakes.ts";
import { codiceFiscale, nifPt, nir } from "./outside.ts";
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";


const WORDS = ["heron", "gazpacho", "brezel", "pistache", "caju", "gelato", "stroopwafel", "lynx", "quokka", "tamarind", "wombat", "paprika", "nougat", "marmot", "bergamot", "tulipa", "vespa", "lucerna", "kiwano", "fennek"];

/** A password as people make them (never a real one: drawn here). */
function password(f: Fakes): string {
  const w = f.pick(WORDS);
  const cap = w.charAt(0).toUpperCase() + w.slice(1);
  const sign = f.pick(["!", "#", "?", "-", ".", "$", "%", "*", "="]);
  switch (f.int(0, 6)) {
    case 0: return `${cap}${sign}${f.digits(4)}`;
    case 1: return `${f.digits(3)}${cap}${sign}`;
    case 2: return `${w}${f.int(10, 99)}${f.pick(WORDS)}`;
    case 3: return `${cap}${f.pick(WORDS).toUpperCase()}${f.digits(2)}`;
    case 4: return f.chars(LOWER + DIGITS, f.int(9, 13));
    case 5: return `${w.slice(0, 3)}${sign}${f.digits(2)}${w.slice(3).toUpperCase()}`;
    default: return `${cap}${f.digits(2)}${sign}${sign}`;
  }
}

/** Spanish DNI written with dots and a dash ("12.345.678-Z"). */
function dniDotted(f: Fakes): string {
  const d = f.dni();
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${d.slice(8)}`;
}

export function outside4Sentences(f: Fakes): CorpusCase[] {
  const out: CorpusCase[] = [];
  const d = (n: number) => f.digits(n);
  const hex = (n: number) => f.chars(HEX, n);
  const w = () => f.pick(WORDS);
  const { sec, pii, clean } = corpusBuilders(out, "outside4_clean");
  const pw = (lang: CorpusLang, t: string) => sec(lang, "prose_password", t, password(f));

  // --- long chatty messages: the password is one clause among several
  pw("en", "Hey! Landed safe, the flat is lovely. Keys are under the blue pot, router's in the hallway cupboard and the password on the sticker is wrong, the real one is $ — bins go out Tuesday, and please water the basil 🌿");
  pw("en", "Sorry for the late reply, crazy week. Re the tablet: I set it up for grandpa, his email is all done, photos sync, and for the Apple ID password I went with $ so he can remember it. Let me know if it asks you anything weird.");
  pw("de", "Hallo ihr Lieben, kurz zur Übergabe: Schlüssel liegt beim Nachbarn, Heizung steht auf 3, das Kennwort für den Rechner im Arbeitszimmer lautet $ und der Müll kommt donnerstags. Danke euch!!");
  pw("fr", "Coucou ! Pour ce week-end : le chat mange deux fois par jour, la box est dans l'entrée (mot de passe $) et n'oublie pas de fermer les volets en partant, bisous");
  pw("es", "Buenas, te cuento: mañana viene el técnico a las 9, si pregunta por el router la contraseña es $, y luego si puedes pásate por la farmacia que tengo una receta pendiente.");
  pw("pt", "Oi amor, já saí. O almoço tá na geladeira, a senha do notebook é $ caso precise imprimir o boleto, e não esquece de buscar a Bia às 17h, beijo");
  pw("it", "Ciao! Allora, domani arriva mia sorella: le chiavi sono dal portiere, la password del wifi è $ e il riscaldamento si accende dal termostato in corridoio. Grazie mille!");
  pw("nl", "Hoi! Even alles op een rij: de sleutel ligt onder de mat, het wachtwoord van de laptop is $ en de kat krijgt 's avonds een half zakje. Fijne vakantie!");

  // --- dictated in pieces, or with spaces
  {
    const word = w();
    const n = d(2);
    sec("en", "prose_password", "ok so the wifi password is $, all lower case", `${word}, then ${n}, then an exclamation mark`);
    sec("en", "prose_password", "reading it off the router for you: password $", `${f.chars(UPPER, 4)} ${f.chars(DIGITS, 4)} ${f.chars(LOWER, 4)}`);
    sec("de", "prose_password", "Passwort zum Mitschreiben: $", `großes ${f.pick([..."KMTW"])}, dann ${w()}, dann ${d(4)}`);
    sec("fr", "prose_password", "le mot de passe c'est $ (tout attaché)", `${w()} ${d(3)} ${w()}`);
    sec("es", "prose_password", "apunta la contraseña: $", `${w().toUpperCase()} ${d(2)} ${w()}`);
    sec("nl", "prose_password", "wachtwoord (zonder spaties): $", `${f.chars(LOWER, 3)} ${d(3)} ${f.chars(UPPER, 3)}`);
  }

  // --- the value first, with a clause between it and the keyword
  pw("en", "$ — don't ask why, but that's the password for the printer admin page now");
  pw("en", "$\n^ new password for the family Amazon, changed it after the scam email");
  pw("de", "$ (frag nicht) ist jetzt das Kennwort vom Drucker");
  pw("fr", "$ : je le note ici sinon j'oublie, c'est le mot de passe de la mutuelle");
  pw("es", "$ → así quedó la contraseña del router, apúntala");
  pw("pt", "$, anota aí, é a senha nova da Netflix");
  pw("it", "$ - me lo segno qui, è la password dell'home banking");
  pw("nl", "$ (hoofdlettergevoelig) is nu het wachtwoord van de NAS");

  // --- the keyword inflected, plural, diminutive, compounded
  {
    const second = password(f);
    sec("de", "prose_password", `die neuen Kennwörter: Mail $, Bank ${second}`, password(f), [second]);
  }
  pw("de", "Mein Routerkennwort hab ich geändert, es ist jetzt $");
  pw("de", "Admin-Passwörter fürs Büro hängen am Kühlschrank, das vom Server ist $");
  {
    const second = password(f);
    sec("es", "prose_password", `las contraseñas nuevas: la del correo es $ y la del banco ${second}`, password(f), [second]);
  }
  pw("es", "mi contraseñita de siempre, $, ya no me la acepta");
  pw("nl", "mn wachtwoordje voor de ipad is $");
  pw("nl", "de wifiwachtwoorden zijn veranderd, beneden is het nu $");
  pw("it", "la parola d'accesso del portale è $");
  pw("it", "ti giro le password: quella della posta è $");
  pw("fr", "mes mots de passe changent tous les mois, celui de la banque c'est $ ce mois-ci");
  pw("pt", "as senhas mudaram, a do wifi agora é $");
  pw("pt", "a minha palavra passe do portal é $");

  // --- recovery and backup code lists as people paste them
  const grp = (n: number) => f.chars(LOWER + DIGITS, n);
  sec("en", "recovery_codes", "Saving these here just in case, GitHub gave me a bunch when I turned on 2FA:\n$\nok that's all of them, now back to work", Array.from({ length: 4 }, () => `${grp(5)}-${grp(5)}    ${grp(5)}-${grp(5)}`).join("\n"));
  sec("en", "recovery_codes", "backup codes (each works once)\n$", Array.from({ length: 5 }, (_, i) => `${i + 1}. ${d(4)} ${d(4)}`).join("\n"));
  sec("en", "recovery_codes", "Microsoft recovery code, the one they show once: $", `${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}-${f.chars(UPPER + DIGITS, 5)}`);
  sec("en", "recovery_codes", "proton emergency codes $ — put them in the safe please", Array.from({ length: 4 }, () => grp(8)).join(", "));
  sec("de", "recovery_codes", "Backup-Codes für Google, falls ich das Handy verliere: $", Array.from({ length: 6 }, () => d(8)).join(", "));
  sec("de", "recovery_codes", "Notfallcodes Steam\n$", Array.from({ length: 3 }, () => `${f.chars(UPPER + DIGITS, 5)}   ${f.chars(UPPER + DIGITS, 5)}`).join("\n"));
  sec("fr", "recovery_codes", "mes codes de secours Microsoft, à garder : $", Array.from({ length: 4 }, () => grp(10)).join(" ; "));
  sec("es", "recovery_codes", "códigos de respaldo de Instagram:\n$", Array.from({ length: 4 }, () => `${d(4)}-${d(4)}`).join("\n"));
  sec("pt", "recovery_codes", "Códigos de backup do Google (cada um usa-se só uma vez):\n$", Array.from({ length: 4 }, (_, i) => `${i + 1}) ${d(8)}`).join("\n"));
  sec("it", "recovery_codes", "codici di emergenza per Dropbox, tienili tu: $", Array.from({ length: 5 }, () => `${grp(4)}-${grp(4)}`).join(" "));
  sec("nl", "recovery_codes", "back-upcodes van mijn Microsoft-account:\n$", Array.from({ length: 4 }, (_, i) => `${i + 1}. ${grp(10)}`).join("\n"));
  sec("nl", "recovery_codes", "herstelcodes gitlab, voor als mn telefoon stuk gaat $", Array.from({ length: 4 }, () => hex(8)).join(" "));

  // --- personal data inside long messages and in forms the earlier files lack
  pii("en", "address", "Hi Tom, thanks for last night! Can you forward the parcel to $ instead? I'm at my sister's till the 20th. Cheers", `${f.int(2, 400)} Maple Street, Springfield, IL 62704`, "US");
  pii("de", "address", "Liebe Frau Brandt, bitte schicken Sie die Unterlagen ab sofort an meine neue Anschrift $, die alte gilt nicht mehr.", `Lindenweg ${f.int(1, 60)}, 79098 Freiburg`);
  pii("de", "address", "wohn jetzt in der $", `Schillerstr. ${f.int(1, 80)}b`);
  pii("fr", "address", "La fête c'est chez Julie, $, code en bas 2B, venez vers 20h !", `${f.int(2, 90)} boulevard Voltaire, 75011 Paris`, "FR");
  pii("es", "address", "nos mudamos!! nueva dirección: $, 3º dcha", `c/ Mayor ${f.int(1, 90)}`, "ES");
  pii("pt", "address", "Olá, a morada para a fatura é $, obrigado", `Avenida da Liberdade ${f.int(1, 250)}, 1250-096 Lisboa`, "PT");
  pii("it", "address", "ci vediamo da me, $, citofono Bianchi", `via dei Mille ${f.int(1, 70)}`, "IT");
  pii("nl", "address", "Vanaf maandag wonen we op $, kom je een keer langs?", `Dorpsstraat ${f.int(1, 120)}, 3512 JE Utrecht`, "NL");
  pii("en", "email_obfuscated", "my uni email is $ (dont post it anywhere)", "m.jones at ed dot ac dot uk", "GB");
  pii("de", "email_obfuscated", "schreib an $", "k.weber (at) t-online (punkt) de");
  pii("fr", "email_obfuscated", "contact : $", "marie.laurent arobase gmail point com", "FR");
  pii("es", "email_obfuscated", "mi correo es $", "lucia.ruiz arroba yahoo punto es", "ES");
  pii("pt", "email_obfuscated", "me manda no $", "pedro.alves arroba gmail ponto com", "BR");
  pii("it", "email_obfuscated", "scrivimi a $ quando puoi", "anna.rossi chiocciola libero punto it", "IT");
  pii("nl", "email_obfuscated", "mailen kan naar $", "jan.devries apenstaartje ziggo punt nl", "NL");
  pii("en", "national_id", "$ is my social, need it for the lease form", f.ssn(), "US");
  pii("de", "national_id", "für die Lohnabrechnung: Steuer-ID $, Steuerklasse 1", f.steuerId());
  pii("fr", "national_id", "mon numéro de sécu c'est le $", nir(f), "FR");
  pii("es", "national_id", "mi DNI es el $", dniDotted(f), "ES");
  pii("pt", "national_id", "o meu NIF é $, põe na fatura por favor", nifPt(f), "PT");
  pii("it", "national_id", "il mio codice fiscale è $", codiceFiscale(f).toLowerCase(), "IT");
  pii("nl", "national_id", "BSN van mijn dochter: $", f.bsn(), "NL");
  pii("pt", "national_id", "CPF dela: $", f.cpf(), "BR");
  pii("en", "phone", "Tried calling but no answer — my new number is $, save it!", `+44 7${d(3)} ${d(6)}`, "GB");
  pii("de", "phone", "Bin ab Montag wieder im Büro, bis dahin mobil unter $ erreichbar.", `0160 ${d(3)} ${d(4)}`);
  pii("fr", "phone", "rappelle-moi au $ stp", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("es", "phone", "mi número nuevo: $", `6${d(2)} ${d(3)} ${d(3)}`, "ES");
  // Portuguese mobiles start 91, 92, 93 or 96 (the first draw, "9" and any two digits, also made numbers no operator gives out).
  pii("pt", "phone", "liga-me para o $ quando chegares", `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`, "PT");
  pii("it", "phone", "il numero di Luca è $", `3${d(2)} ${d(3)} ${d(4)}`, "IT");
  pii("nl", "phone", "mijn nummer is $", `06${d(8)}`, "NL");

  // --- clean look-alikes, all seven languages
  clean("en", `Release 4.2.0 is out. SHA-256 (zoe-4.2.0.tar.gz) = ${hex(64)}`);
  clean("en", `fixed in ${hex(7)}, cherry-picked to the release branch as ${hex(7)}`);
  clean("en", `Webinar ID: ${d(3)} ${d(4)} ${d(4)}, the passcode is in the invite`, "US");
  clean("en", "the passcode for the webinar is in the calendar invite, not in the email");
  clean("en", `replacement filter part no. ${d(3)}-${d(5)}-${d(2)}`, "US");
  clean("en", `Order #${d(3)}-${d(7)}-${d(7)} has shipped`, "US");
  clean("en", `UPS tracking 1Z${f.chars(UPPER + DIGITS, 16)}`, "US");
  clean("en", `invoice ${d(6)} due 30/11, total £1,284.50`, "GB");
  clean("en", "we're in seat 23C and 23D, gate B42, boarding 07:15");
  clean("en", "docs example: export OPENAI_API_KEY=sk-...your-key-here...");
  clean("en", "use ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in the README, never a real token");
  clean("en", "icon@2x.png and icon@3x.png are missing from the build");
  clean("en", "I need to reset my password, the link expired");
  clean("en", "the wifi is down on the second floor again");
  clean("en", "PIN pad broken at the self checkout, paid cash");
  clean("en", "we had 1,847 signups in 2025 and 2,311 so far this year");
  clean("en", "password manager renewal is $36 a year");
  clean("de", `Version 3.1.4 ist raus, Prüfsumme (SHA-256): ${hex(64)}`);
  clean("de", `Commit ${hex(40)} hat den Fehler behoben`);
  clean("de", `Zoom-Meeting-ID ${d(3)} ${d(4)} ${d(4)}, Kenncode steht in der Einladung`);
  clean("de", "das Kennwort fürs Webinar steht in der Einladung");
  clean("de", `Ersatzteilnummer ${d(2)} ${d(2)} ${d(1)} ${d(3)} ${d(3)}`);
  clean("de", `Bestellnummer ${d(3)}-${d(7)}-${d(7)}`);
  clean("de", `Rechnung Nr. RE-${d(6)} über 89,90 €`);
  clean("de", `Verwendungszweck: ${f.chars(UPPER, 2)}${d(2)} ${d(4)} ${d(4)} ${d(4)}`);
  clean("de", "Platz 14, Reihe 7, Wagen 22");
  clean("de", "Passwort vergessen, ich setze es morgen zurück");
  clean("de", "PIN-Pad am Automaten kaputt");
  clean("de", "WLAN geht nicht, der Router blinkt rot");
  clean("de", "logo@2x.png ist zu groß für die Mail");
  clean("de", "Termin am 14.03. um 9:40, Zimmer 2.117");
  clean("de", "im Jahr 2025 hatten wir 1.204 Mitglieder");
  clean("fr", `v2.8.1 publiée, somme de contrôle SHA-256 : ${hex(64)}`);
  clean("fr", `correctif dans le commit ${hex(12)}`);
  clean("fr", `ID de réunion : ${d(3)} ${d(4)} ${d(4)}, le code secret est dans l'invitation`, "FR");
  clean("fr", `référence article ${d(4)}-${d(3)}-${d(3)}`, "FR");
  clean("fr", `commande ${d(3)}-${d(7)}-${d(7)} expédiée`, "FR");
  clean("fr", `facture F${d(4)}-${d(5)}, 129,00 € TTC`, "FR");
  clean("fr", `suivi Colissimo 6A${d(11)}`, "FR");
  clean("fr", "place 45, voiture 12, départ 7h04");
  clean("fr", "j'ai oublié mon mot de passe, je le réinitialise ce soir");
  clean("fr", "le wifi est en panne depuis ce matin");
  clean("fr", "banniere@2x.png est floue");
  clean("fr", "exemple de clé : sk-xxxxxxxxxxxxxxxxxxxxxxxx (à remplacer)");
  clean("es", `versión 1.9.0, checksum SHA-256: ${hex(64)}`);
  clean("es", `arreglado en ${hex(10)}`);
  clean("es", `ID de la reunión: ${d(3)} ${d(4)} ${d(4)}, el código de acceso está en la invitación`, "ES");
  clean("es", `número de pieza ${d(3)}.${d(3)}.${d(3)}`, "ES");
  clean("es", `pedido ${d(3)}-${d(7)}-${d(7)}`, "ES");
  clean("es", `factura FAC-${d(4)}/${d(4)}`, "ES");
  clean("es", `referencia de pago ${d(4)} ${d(4)} ${d(4)}`, "ES");
  clean("es", "asiento 17A, puerta 23, embarque 16:40");
  clean("es", "tengo que cambiar la contraseña, me la pide cada 90 días");
  clean("es", "el wifi no va desde ayer");
  clean("es", "en 2024 fuimos 1.532 socios");
  clean("es", "logo@2x.png pesa demasiado");
  clean("pt", `versão 2.0.3, SHA-256 ${hex(64)}`);
  clean("pt", `commit ${hex(8)} corrige o bug`);
  clean("pt", `ID da reunião ${d(3)} ${d(4)} ${d(4)}, a senha está no convite`, "BR");
  clean("pt", `código de rastreio AA${d(9)}BR`, "BR");
  clean("pt", `nota fiscal nº ${d(6)}, série 1`, "BR");
  clean("pt", `referência MB ${d(3)} ${d(3)} ${d(3)}, entidade ${d(5)}`, "PT");
  clean("pt", "lugar 12B, carruagem 4, partida às 8h15");
  clean("pt", "esqueci a senha, vou redefinir depois");
  clean("pt", "a internet caiu de novo");
  clean("pt", "o PIN pad da loja está avariado");
  clean("pt", "foto@2x.png ficou pesada");
  clean("it", `rilasciata la 5.0.2, checksum SHA-256: ${hex(64)}`);
  clean("it", `fix nel commit ${hex(9)}`);
  clean("it", `ID riunione ${d(3)} ${d(4)} ${d(4)}, il passcode è nell'invito`, "IT");
  clean("it", `codice articolo ${d(3)}.${d(4)}.${d(2)}`, "IT");
  clean("it", `ordine n. ${d(3)}-${d(7)}-${d(7)}`, "IT");
  clean("it", `fattura ${d(4)}/${d(4)} da 240,00 €`, "IT");
  clean("it", "posto 8D, carrozza 5, partenza 18:20");
  clean("it", "ho dimenticato la password, la resetto stasera");
  clean("it", "il PIN pad del POS è rotto");
  clean("it", "sfondo@2x.png non si carica");
  clean("it", "nel 2023 eravamo in 1.120");
  clean("nl", `versie 7.3.0 uit, SHA-256: ${hex(64)}`);
  clean("nl", `opgelost in commit ${hex(7)}`);
  clean("nl", `vergader-ID ${d(3)} ${d(4)} ${d(4)}, de toegangscode staat in de uitnodiging`, "NL");
  clean("nl", `onderdeelnummer ${d(4)}-${d(3)}-${d(3)}`, "NL");
  clean("nl", `bestelling ${d(3)}-${d(7)}-${d(7)} is verzonden`, "NL");
  clean("nl", `factuur ${d(8)} van € 74,95`, "NL");
  clean("nl", `betalingskenmerk ${d(4)} ${d(4)} ${d(4)} ${d(4)}`, "NL");
  clean("nl", "stoel 31, rij 12, zaal 4");
  clean("nl", "wachtwoord vergeten, ik reset het morgen");
  clean("nl", "de wifi doet het niet meer");
  clean("nl", "pinautomaat kapot, alleen contant");
  clean("nl", "knop@2x.png is wazig");

  // --- second batch (written after the first batch's rules, before running the gate on it):
  // dictated by voice (no punctuation), forwarded mails with headers and signatures, statement
  // lines, booking confirmations, shopping and task lists, scores and counts.
  pw("en", "ok so voice note for later the wifi password is $ and the fridge guy comes thursday");
  pw("de", "Fwd: Zugang Ferienwohnung\n\nHallo, anbei die Infos. WLAN: Ferienhaus-5G, Kennwort $. Schlüssel im Kasten neben der Tür. Gruß, Petra");
  pw("es", "apuntado en la libreta: banco → $ / correo → lo de siempre");
  pw("it", "memo vocale la password del wifi è $ ricordati di pagare la bolletta");
  pw("pt", "Encaminhado: acesso ao portal\nUtilizador: joana.m\nSenha provisória: $\nAltere no primeiro acesso.");
  sec("fr", "recovery_codes", "TR: codes de secours\n\nBonjour, voici vos codes de secours :\n$\nChaque code ne peut être utilisé qu'une fois.", Array.from({ length: 5 }, () => `${d(4)}-${d(4)}`).join("\n"));
  sec("nl", "recovery_codes", "Doorgestuurd: je herstelcodes\n$\nBewaar ze op een veilige plek.", Array.from({ length: 6 }, () => grp(8)).join("  "));
  pii("en", "email_obfuscated", "voice note send the invoice to $ thanks", "tom dot baker at outlook dot com", "GB");
  pii("de", "address", "--\nMit freundlichen Grüßen\nKlaus Berger\n$\nTel. intern 12", `Bahnhofstraße ${f.int(1, 90)}\n80335 München`);
  pii("fr", "phone", "message vocal rappelle moi au $ merci", `07 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, "FR");
  pii("nl", "national_id", "doorgestuurd formulier: naam P. de Vries, BSN $, geboortedatum volgt", f.bsn(), "NL");
  pii("it", "address", "Inoltrato: consegna\nIndirizzo di spedizione: $", `Via Nazionale ${f.int(1, 200)}, 00184 Roma`, "IT");
  clean("en", "voice note remind me gate 14 at 6 40 and the code for the pool is in the welcome pack");
  clean("en", `Fwd: Your booking\nConfirmation: ${f.chars(UPPER, 6)}\nCheck-in 15:00, room 1204, 2 adults`, "GB");
  clean("en", `statement line: 03/11 CARD PAYMENT TESCO STORES 2931 £23.40`, "GB");
  clean("en", "shopping: 2 x milk, 12 eggs, 500g flour, 1.5 kg potatoes");
  clean("en", "final score 3-1, attendance 41,283");
  clean("en", `creditor reference RF${d(2)} ${d(4)} ${d(4)} ${d(4)}`, "GB");
  clean("en", "we sold 1 234 567 units in 2025, up from 987 654");
  clean("en", "reminder: password day is the first Thursday of May");
  clean("de", `Mandatsreferenz ${f.chars(UPPER, 3)}${d(10)}, Gläubiger-ID DE98ZZZ0${d(10)}`);
  clean("de", `Kontoauszug: 02.12. Lastschrift Stadtwerke ${d(6)} -84,20 EUR`);
  clean("de", "Einkauf: 6 Eier, 2 l Milch, 250 g Butter");
  clean("de", "Endstand 2:1, 81.365 Zuschauer");
  clean("de", "Zimmer 1204, Frühstück 7–10 Uhr, Check-out 11 Uhr");
  clean("de", "Sprachnachricht der Code für den Pool steht in der Begrüßungsmappe");
  clean("de", `Fwd: Buchungsbestätigung\nBuchungsnummer ${f.chars(UPPER, 2)}${d(7)}\nAnreise 14.02.2026`);
  clean("fr", `relevé : 04/12 PRLV SEPA EDF ${d(10)} -62,15 €`, "FR");
  clean("fr", "courses : 6 œufs, 1 l de lait, 250 g de beurre");
  clean("fr", "score final 2-0, 45 812 spectateurs");
  clean("fr", `TR: confirmation de réservation\nN° ${f.chars(UPPER, 6)}\nchambre 318, arrivée 15h`, "FR");
  clean("fr", "le mot de passe du wifi est affiché à l'accueil");
  clean("es", `extracto: 05/12 RECIBO IBERDROLA ${d(9)} -48,30 €`, "ES");
  clean("es", "compra: 12 huevos, 2 l de leche, 1 kg de patatas");
  clean("es", "resultado final 1-1, 62.104 espectadores");
  clean("es", `Reenviado: confirmación de reserva\nLocalizador ${f.chars(UPPER, 6)}\nhabitación 512`, "ES");
  clean("es", "la contraseña del wifi está en la nevera, en un post-it");
  clean("pt", `extrato: 06/12 DD EDP COMERCIAL ${d(9)} -37,80 €`, "PT");
  clean("pt", "compras: 12 ovos, 2 l de leite, 1 kg de batatas");
  clean("pt", "resultado final 2-2, 50.033 espectadores");
  clean("pt", `Encaminhado: reserva confirmada\nCódigo da reserva ${f.chars(UPPER, 6)}\nquarto 407`, "PT");
  clean("pt", "a senha do wifi está no router, por baixo");
  clean("it", `estratto conto: 07/12 SDD ENEL ENERGIA ${d(10)} -55,60 €`, "IT");
  clean("it", "spesa: 6 uova, 1 l di latte, 500 g di farina");
  clean("it", "finale 3-2, 38.421 spettatori");
  clean("it", `Inoltrato: conferma prenotazione\nCodice prenotazione ${f.chars(UPPER, 6)}\ncamera 221`, "IT");
  clean("it", "la password del wifi è scritta sul frigo");
  clean("nl", `afschrift: 08-12 INCASSO VATTENFALL ${d(10)} -71,45 EUR`, "NL");
  clean("nl", "boodschappen: 10 eieren, 2 l melk, 1 kg aardappels");
  clean("nl", "eindstand 4-1, 24.300 toeschouwers");
  clean("nl", `Doorgestuurd: reserveringsbevestiging\nReserveringsnummer ${f.chars(UPPER, 2)}${d(6)}\nkamer 12`, "NL");
  clean("nl", "het wifi-wachtwoord staat op de achterkant van de router");
  return out;
}

/** The sentences on their own, with their own seed (the evaluation and the speed checks read them). */
export function outside4Corpus(): CorpusCase[] {
  return outside4Sentences(new Fakes(20261207));
}
