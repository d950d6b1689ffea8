/**
 * The inputs of outside probe (f) of issue #36 (probe-36f.test.ts, and the privacy bench's probe
 * case), written by an outside tester before running the gate on them: in all seven languages, as
 * owners type them, the families where the gate is weakest on material it was not tuned on, each
 * sensitive sentence beside a clean look-alike that must pass:
 * - passwords said in prose (words between keyword and value, the value first, quoted, on the line
 *   after a colon, in English about another country's service; clean: "same as before but with a 9");
 * - 2FA recovery / backup code lists (one per line, comma-separated, numbered, grouped 4-4, with a
 *   short lead-in or none);
 * - postal addresses (German lower case, "Str."/"straße", "wohne in/bei"; Dutch; French "bis",
 *   "chez", "lieu-dit"; Italian; Portuguese and Brazilian), to be masked whole;
 * - e-mail spelled out, national ids (NIR, codice fiscale, DNI, NIF, BSN, Steuer-ID, CPF), phones in
 *   national and international forms (NL 06-, BE 04xx, CH 07x, PT 9xx …) with a context word or none.
 * Every value is drawn at run time from a seeded generator (PROBE_SEED draws another set).
 * Must never: hold a real-looking secret or personal value as a literal.
 */
import { corpusBuilders, type CorpusCase, type CorpusLang } from "./types.ts";
import { DIGITS, Fakes, HEX, LOWER, UPPER } from "./fakes.ts";
import { bsn, codiceFiscale, cpf, dniDots, nif, nir, reseed, steuerId } from "./probe36d.ts";

export type ProbeFamily = "prose" | "codes" | "address" | "mail-id-phone";
export interface ProbeCase extends CorpusCase {
  lang: CorpusLang;
  family: ProbeFamily;
}

/** The whole batch, drawn afresh from `seed` (the same seed gives the same sentences). */
export function probe36f(seed = 0x36f0 + Number(process.env.PROBE_SEED ?? 0)): ProbeCase[] {
  const f = new Fakes(seed);
  reseed(`probe-36f ${seed}`);
  const out: ProbeCase[] = [];
  const { sec, pii, many, alike: clean } = corpusBuilders(out, null, { region: "" });
  const d = (n: number): string => f.digits(n);
  const nz = (n: number): string => `${f.int(1, 9)}${f.digits(n - 1)}`;
  const house = (): string => String(f.int(1, 180));

  // --- passwords as people make them
  const WORDS = ["falcon", "tiger", "sonne", "lune", "mare", "zonne", "gato", "kastanie", "nuvola", "brisa", "otter", "merel", "ciel", "pluma"];
  const leet = (w: string): string => w.replace(/[aoe]/, (c) => ({ a: "4", o: "0", e: "3" })[c]!);
  const pw = (): string =>
    f.pick([
      () => `${leet(f.pick(WORDS))}${f.pick([".", "!", "-", "_"])}${d(2)}`,
      () => `${f.pick(WORDS).replace(/^./, (c) => c.toUpperCase())}${d(2)}${f.pick(["!", "?", "#", "%"])}`,
      () => f.chars(`${LOWER}${UPPER}${DIGITS}`, 9) + f.pick(["!", "$", "*"]),
      () => `${f.pick(WORDS)}${f.pick(UPPER.split(""))}${d(3)}${f.pick(WORDS).slice(0, 3)}`,
    ])();

  // --- recovery codes in the shapes services print them
  const google = (): string => `${d(4)} ${d(4)}`;
  const github = (): string => `${f.chars(HEX, 5)}-${f.chars(HEX, 5)}`;
  const lowerAlnum = (): string => f.chars("abcdefghijkmnpqrstuvwxyz23456789", 10);
  const dash44 = (): string => `${f.chars("abcdefghjkmnpqrstuvwxyz23456789", 4)}-${f.chars("abcdefghjkmnpqrstuvwxyz23456789", 4)}`;
  const eight = (): string => d(8);
  const list = (make: () => string, n: number): string[] => Array.from({ length: n }, make);

  // =============================================================================================
  // Family 1: passwords in prose.
  sec("en", "prose", `$ is the new one for the router, the sticker on the back is out of date`, pw());
  sec("en", "prose", `the password I finally went with for my Deutsche Bahn account, after three rejected tries, is $`, pw());
  sec("en", "prose", `for the Belastingdienst site (Dutch tax office) I used $ as the password, write it down somewhere`, pw());
  sec("en", "prose", `Password for the Ameli site:\n"$"`, pw());
  sec("en", "prose", `my login for the Agenzia delle Entrate portal: user is my codice, password '$', don't lose it`, pw());
  sec("de", "prose", `das Passwort von meinem Sparkassen-Zugang hab ich gestern auf $ geändert`, pw());
  sec("de", "prose", `$ – das ist jetzt mein neues Kennwort für den Laptop`, pw());
  sec("de", "prose", `WLAN-Passwort im Ferienhaus:\n$`, pw());
  sec("fr", "prose", `Le mot de passe de la box, celui que j'ai remis hier soir, c'est « $ »`, pw());
  sec("fr", "prose", `$ c'est le nouveau mdp du compte Free`, pw());
  sec("fr", "prose", `mot de passe impots.gouv :\n$`, pw());
  sec("es", "prose", `la contraseña del wifi de casa de mis padres ahora es "$"`, pw());
  sec("es", "prose", `$ es la clave nueva del router de la oficina`, pw());
  sec("pt", "prose", `a senha do wifi lá de casa mudou, agora é $`, pw());
  sec("pt", "prose", `$ é a palavra-passe nova do email do trabalho`, pw());
  sec("it", "prose", `la password della banca, quella nuova che mi hanno fatto cambiare, è $`, pw());
  sec("it", "prose", `$ è la nuova password del modem`, pw());
  sec("nl", "prose", `het wachtwoord van mijn DigiD heb ik veranderd in $`, pw());
  sec("nl", "prose", `$ is het nieuwe wachtwoord voor de wifi boven`, pw());
  sec("nl", "prose", `wachtwoord Ziggo:\n'$'`, pw());
  sec("en", "prose", `the Netflix password at grandma's place in Lisbon is now $`, pw());

  clean("en", "prose", `the wifi password is the same as before but with a 9 at the end`);
  clean("de", "prose", `das Passwort ist wie vorher, nur mit einer 9 hinten dran`);
  clean("fr", "prose", `le mot de passe c'est le même qu'avant mais avec un 9 à la fin`);
  clean("es", "prose", `la contraseña es la de siempre pero con un 9 al final`);
  clean("pt", "prose", `a senha é a mesma de antes, só com um 9 no fim`);
  clean("it", "prose", `la password è quella di prima ma con un 9 alla fine`);
  clean("nl", "prose", `het wachtwoord is hetzelfde als eerst maar met een 9 erachter`);
  clean("en", "prose", `I changed the router password yesterday, the new one is on the sticker now`);
  clean("de", "prose", `Passwort für die Fritzbox steht hinten auf dem Gerät`);
  clean("fr", "prose", `le mot de passe de la box est sur l'étiquette, 20 caractères`);
  clean("es", "prose", `la contraseña del banco caduca cada 90 días`);
  clean("pt", "prose", `a senha do portal das finanças tem de ter 8 caracteres no mínimo`);
  clean("it", "prose", `ho cambiato la password del modem ieri sera, te la dico a voce`);
  clean("nl", "prose", `het wachtwoord van de wifi hangt op de koelkast`);
  clean("en", "prose", `Password for the tax site:\n(ask Marie, she has it)`);
  clean("en", "prose", `R7800 is the new one for the router, the old one died last week`);
  clean("fr", "prose", `Mot de passe : voir le carnet bleu dans le tiroir`);
  clean("en", "prose", `the password for the Portal das Finanças expired, I need to reset it before Friday`);
  clean("nl", "prose", `wachtwoord vergeten voor Mijn Overheid, reset aangevraagd om 14:30`);
  clean("it", "prose", `la password deve avere almeno 10 caratteri e un simbolo`);
  clean("de", "prose", `Kennwort abgelaufen, die IT schickt bis 16 Uhr ein neues`);

  // =============================================================================================
  // Family 2: 2FA recovery and backup code lists (each list written into its text already: the first
  // code is the value, the others its `more`).
  {
    const c = list(google, 5);
    many("secret", "en", "codes", `backup codes for google:\n${c.join("\n")}`, c);
  }
  {
    const c = list(github, 6);
    many("secret", "en", "codes", `${c.join("\n")}`, c);
  }
  {
    const c = list(eight, 4);
    many("secret", "de", "codes", `Meine Backup-Codes für Microsoft: ${c.join(", ")}`, c);
  }
  {
    const c = list(lowerAlnum, 5);
    many("secret", "de", "codes", `Wiederherstellungscodes Dropbox\n${c.map((x, i) => `${i + 1}. ${x}`).join("\n")}`, c);
  }
  {
    const c = list(google, 4);
    many("secret", "fr", "codes", `codes de secours Google : ${c.join(" · ")}`, c);
  }
  {
    const c = list(dash44, 5);
    many("secret", "fr", "codes", `voilà mes codes de récupération, garde-les bien :\n${c.map((x) => `- ${x}`).join("\n")}`, c);
  }
  {
    const c = list(google, 4);
    many("secret", "es", "codes", `códigos de respaldo de Instagram: ${c.join("  ")}`, c);
  }
  {
    const c = list(github, 5);
    many("secret", "es", "codes", `Códigos de recuperación (GitHub)\n${c.join("\n")}`, c);
  }
  {
    const c = list(google, 4);
    many("secret", "pt", "codes", `códigos de backup do Google:\n${c.map((x, i) => `${i + 1}) ${x}`).join("\n")}`, c);
  }
  {
    const c = list(eight, 3);
    many("secret", "pt", "codes", `os códigos de recuperação do Facebook são ${c[0]}, ${c[1]} e ${c[2]}`, c);
  }
  {
    const c = list(google, 3);
    many("secret", "it", "codes", `codici di backup di Google: ${c.join(", ")}`, c);
  }
  {
    const c = list(lowerAlnum, 4);
    many("secret", "it", "codes", `Codici di recupero Twitter\n\n${c.join("\n")}`, c);
  }
  {
    const c = list(google, 5);
    many("secret", "nl", "codes", `back-upcodes voor mijn Google-account:\n${c.join("\n")}`, c);
  }
  {
    const c = list(dash44, 4);
    many("secret", "nl", "codes", `herstelcodes Microsoft: ${c.join(", ")}`, c);
  }
  {
    const c = list(google, 6);
    many("secret", "en", "codes", `${c.map((x, i) => `${i + 1}. ${x}`).join("\n")}`, c);
  }
  {
    const c = list(eight, 5);
    many("secret", "de", "codes", `hier die Notfallcodes fürs Google-Konto, falls ich das Handy verliere\n${c.join("\n")}`, c);
  }
  {
    const c = list(github, 4);
    many("secret", "fr", "codes", `${c.join(", ")} (codes GitHub, au cas où)`, c);
  }
  {
    const c = list(lowerAlnum, 3);
    many("secret", "es", "codes", `guarda estos por si pierdo el móvil: ${c.join(" / ")}`, c);
  }
  {
    const c = list(google, 4);
    many("secret", "pt", "codes", `Códigos de cópia de segurança\n${c.join("\n")}`, c);
  }
  {
    const c = list(github, 4);
    many("secret", "it", "codes", `i codici di emergenza di GitHub sono questi: ${c.join(" ")}`, c);
  }
  {
    const c = list(google, 3);
    many("secret", "nl", "codes", `reservecodes:\n1. ${c[0]}\n2. ${c[1]}\n3. ${c[2]}`, c);
  }

  clean("en", "codes", `the backup codes are in the safe, printed on paper`);
  clean("en", "codes", `steps:\n1. open Settings\n2. Security\n3. generate new recovery codes\n4. print them`);
  clean("de", "codes", `Die Backup-Codes hab ich ausgedruckt, 10 Stück, liegen im Ordner`);
  clean("de", "codes", `Rechnungsnummern: 2024-0117, 2024-0118, 2024-0119`);
  clean("fr", "codes", `je n'ai plus mes codes de secours, il faut en générer de nouveaux`);
  clean("fr", "codes", `horaires du bus :\n07:15\n07:45\n08:15\n08:45`);
  clean("es", "codes", `códigos de descuento de la tienda: VERANO10, OTONO15`);
  clean("es", "codes", `resultados de la liga: 2-1, 0-0, 3-2, 1-4`);
  clean("pt", "codes", `os números das encomendas: ${d(3)}-${d(7)}-${d(7)}, ${d(3)}-${d(7)}-${d(7)}`);
  clean("pt", "codes", `guardei os códigos de recuperação no cofre do banco`);
  clean("it", "codes", `codici articolo: ${d(5)}, ${d(5)}, ${d(5)}`);
  clean("it", "codes", `i codici di backup li ho stampati, sono nel cassetto`);
  clean("nl", "codes", `postcodes van de route:\n1012 AB\n1017 CE\n1071 XX`);
  clean("nl", "codes", `herstelcodes opnieuw aangemaakt, de oude werken niet meer`);
  clean("en", "codes", `lotto numbers this week: 03 12 21 33 42 47`);
  clean("de", "codes", `Gleise heute:\n1. Gleis 4\n2. Gleis 7\n3. Gleis 11`);
  clean("fr", "codes", `les scores du tournoi : 6-4, 3-6, 7-5`);
  clean("es", "codes", `tallas disponibles: 36, 38, 40, 42`);
  clean("pt", "codes", `versões testadas: 1.4.2, 1.5.0, 2.0.1`);
  clean("it", "codes", `orari: 9:00-12:30, 15:00-19:00`);
  clean("nl", "codes", `de stappen: 1. inloggen 2. instellingen 3. beveiliging`);

  // =============================================================================================
  // Family 3: postal addresses, masked whole.
  pii("de", "address", `ich wohne in der $`, `lindenstr. ${house()}, ${nz(5)} köln`);
  pii("de", "address", `wohne bei meiner Schwester, $`, `Am Mühlbach ${house()}a, ${nz(5)} Herrsching`);
  pii("de", "address", `schick das Paket bitte an $`, `bahnhofstraße ${house()}, ${nz(5)} leipzig`);
  pii("de", "address", `Neue Adresse: $`, `Karl-Marx-Str. ${house()}, 3. OG, ${nz(5)} Berlin`);
  pii("de", "address", `wir wohnen jetzt in der $, klingel bei Meyer`, `Hauptstraße ${house()}`);
  pii("nl", "address", `ik woon nu op de $ in Amsterdam`, `Van Speijkstraat ${house()}-III`);
  pii("nl", "address", `stuur het maar naar $`, `Dorpsweg ${house()}, ${nz(4)} BK Nijverdal`);
  pii("nl", "address", `mijn adres: $`, `burgemeester de withstraat ${house()}a, ${nz(4)} AB rotterdam`);
  pii("fr", "address", `j'habite au $`, `${house()} bis rue des Lilas, 69003 Lyon`);
  pii("fr", "address", `envoie-le chez Mme Durand, $`, `${house()} impasse du Moulin, 33000 Bordeaux`);
  pii("fr", "address", `on habite $ maintenant`, `lieu-dit Les Granges, 24260 Le Bugue`);
  pii("fr", "address", `Adresse : $`, `${house()}, avenue Jean-Jaurès, 75019 Paris`);
  pii("it", "address", `abito in $`, `via Giuseppe Garibaldi ${house()}, ${nz(5)} Torino`);
  pii("it", "address", `mandalo a $`, `viale dei Mille ${house()}/A, Firenze`);
  pii("it", "address", `sto da mia madre, $`, `piazza San Marco ${house()}, 35010 Vigonza`);
  pii("pt", "address", `moro na $`, `Rua Doutor Carlos Alberto ${house()}, 3º Dto, 4000-${d(3)} Porto`);
  pii("pt", "address", `a minha morada é $`, `Travessa do Carmo n.º ${house()}, 1200-${d(3)} Lisboa`);
  pii("pt", "address", `meu endereço: $`, `Rua Voluntários da Pátria, ${nz(4)}, apto ${nz(2)} - Botafogo, Rio de Janeiro - RJ, 22270-${d(3)}`);
  pii("pt", "address", `moro na $, perto do Campo Grande`, `Av. Sete de Setembro ${nz(4)}, Salvador`);
  pii("es", "address", `vivo en la $`, `calle Mayor ${house()}, 3º B, 28013 Madrid`);
  pii("es", "address", `mi dirección: $`, `Avda. de la Constitución ${house()}, 41001 Sevilla`);
  pii("en", "address", `I live at $ now`, `${house()} Elm Grove, Harrogate HG1 2PL`);

  clean("de", "address", `die Hauptstraße ist wegen Bauarbeiten bis 14 Uhr gesperrt`);
  clean("de", "address", `Treffen um 14 Uhr am Hauptbahnhof, Gleis 7`);
  clean("de", "address", `wohne in Köln seit 2019, davor 3 Jahre in Bonn`);
  clean("de", "address", `wohne bei meinen Eltern bis Ende März`);
  clean("nl", "address", `de Kerkstraat is afgesloten tot 12 december`);
  clean("nl", "address", `ik woon nu 3 jaar in Utrecht`);
  clean("fr", "address", `rendez-vous chez Paul à 19h, il habite à Lyon`);
  clean("fr", "address", `voir l'article 17 bis du règlement intérieur`);
  clean("fr", "address", `lieu-dit ou pas, le GPS ne trouve rien, on arrive vers 15h`);
  clean("it", "address", `via email è meglio, ti mando il file 23 entro le 10`);
  clean("it", "address", `ci vediamo in piazza alle 21, porta 2 amici`);
  clean("pt", "address", `a rua estava cheia, chegamos às 19h30`);
  clean("pt", "address", `moro em Lisboa há 5 anos`);
  clean("es", "address", `la calle estaba cortada por la maratón, 42 km`);
  clean("es", "address", `vivo en Madrid desde 2015`);
  clean("en", "address", `the 42 bus goes down Elm Grove every 15 minutes`);
  clean("en", "address", `I live at the office these days, 12 hour shifts`);
  clean("de", "address", `Kapitel 12, Abschnitt Straßenverkehr, Seite 45`);
  clean("nl", "address", `stuur het maar naar mij, ik kijk er morgen om 9 uur naar`);
  clean("it", "address", `abito in centro da 4 anni`);
  clean("pt", "address", `moro na mesma rua que a Ana, 2 casas depois`);

  // =============================================================================================
  // Family 4: e-mail spelled out, national ids, phones.
  const nm = (): string => f.pick(["jean", "marta", "piet", "luca", "ana", "tom", "sven", "ines", "joao", "kees"]);
  const ln = (): string => f.pick(["dubois", "ferreira", "jansen", "rossi", "garcia", "meier", "smit", "moreau", "costa"]) + f.pick(["", String(f.int(2, 99))]);
  pii("fr", "mail-id-phone", `écris-moi à $`, `${nm()}.${ln()} arobase orange point fr`);
  pii("de", "mail-id-phone", `meine Mail: $`, `${nm()} punkt ${ln()} (at) web punkt de`);
  pii("it", "mail-id-phone", `scrivimi a $ che lo leggo stasera`, `${nm()} punto ${ln()} chiocciola libero punto it`);
  pii("nl", "mail-id-phone", `mail maar naar $`, `${nm()}${ln()} apenstaartje ziggo punt nl`);
  pii("es", "mail-id-phone", `mi correo es $`, `${nm()} punto ${ln()} arroba gmail punto com`);
  pii("pt", "mail-id-phone", `o meu email é $`, `${nm()}${ln()} arroba sapo ponto pt`);
  pii("en", "mail-id-phone", `reach me at $ for now`, `${nm()}.${ln()} (at) fastmail (dot) com`);

  pii("fr", "mail-id-phone", `mon numéro de sécu : $`, nir());
  pii("fr", "mail-id-phone", `pour la mutuelle, c'est le $`, nir());
  pii("it", "mail-id-phone", `il mio codice fiscale è $`, codiceFiscale());
  pii("it", "mail-id-phone", `${"$"} (per la farmacia)`, codiceFiscale());
  pii("es", "mail-id-phone", `DNI $`, dniDots());
  pii("pt", "mail-id-phone", `NIF $`, nif());
  pii("nl", "mail-id-phone", `mijn BSN is $`, bsn());
  pii("de", "mail-id-phone", `meine Steuer-ID lautet $`, steuerId());
  pii("pt", "mail-id-phone", `CPF: $`, cpf());
  pii("pt", "mail-id-phone", `pode colocar $ na nota`, cpf());

  pii("nl", "mail-id-phone", `bel me even op $`, `06-${f.int(1, 5)}${d(7)}`);
  pii("nl", "mail-id-phone", `$ (Kees, loodgieter)`, `+31 6 ${f.int(1, 5)}${d(3)} ${d(4)}`);
  pii("fr", "mail-id-phone", `mon GSM : $`, `04${f.int(70, 99)}/${d(2)}.${d(2)}.${d(2)}`);
  pii("nl", "mail-id-phone", `mijn gsm is $`, `04${f.int(70, 99)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("de", "mail-id-phone", `Handy $`, `07${f.int(6, 9)} ${d(3)} ${d(2)} ${d(2)}`);
  pii("fr", "mail-id-phone", `appelle-moi au $`, `+41 (0)7${f.int(6, 9)} ${d(3)} ${d(2)} ${d(2)}`);
  pii("pt", "mail-id-phone", `o meu telemóvel é $`, `9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`);
  pii("pt", "mail-id-phone", `liga-me: $`, `9${f.pick(["1", "2", "3", "6"])}${d(1)}.${d(3)}.${d(3)}`);
  pii("it", "mail-id-phone", `chiamami al $`, `(+39) 3${f.int(20, 49)} ${d(3)} ${d(4)}`);
  pii("es", "mail-id-phone", `llámame al $ cuando llegues`, `6${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  pii("en", "mail-id-phone", `text me on $ when you land`, `+32 4${f.int(70, 99)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("de", "mail-id-phone", `erreichst mich unter $`, `(01${f.pick(["51", "60", "71", "76"])}) ${d(3)} ${d(4)}`);
  pii("es", "mail-id-phone", `$ es el de mi hermano`, `+351 9${f.pick(["1", "2", "3", "6"])}${d(1)} ${d(3)} ${d(3)}`);

  clean("fr", "mail-id-phone", `le signe arobase ne marche plus sur mon clavier`);
  clean("de", "mail-id-phone", `Treffpunkt ist um 10 Uhr am Rathaus, Punkt.`);
  clean("it", "mail-id-phone", `la chiocciola è il simbolo @, la trovi col tasto Alt Gr`);
  clean("nl", "mail-id-phone", `het apenstaartje zit op shift-2`);
  clean("es", "mail-id-phone", `escribe arroba y luego el dominio, como siempre`);
  clean("pt", "mail-id-phone", `é às 8 em ponto, no café da esquina`);
  clean("en", "mail-id-phone", `see you at noon at Café Central, on the dot`);
  clean("fr", "mail-id-phone", `le numéro de sécu est sur la carte Vitale, pas besoin de le recopier`);
  clean("it", "mail-id-phone", `il codice fiscale te lo mando dopo, ora non ce l'ho`);
  clean("es", "mail-id-phone", `DNI caducado, tengo cita el 12 de enero a las 9:30`);
  clean("pt", "mail-id-phone", `preciso do NIF da empresa para a fatura`);
  clean("nl", "mail-id-phone", `je BSN staat op je paspoort, rechtsonder`);
  clean("de", "mail-id-phone", `die Steuer-ID kommt per Brief, dauert etwa 4 Wochen`);
  clean("pt", "mail-id-phone", `CPF na nota? não, obrigado`);
  clean("nl", "mail-id-phone", `bestelnummer 06-${f.int(1, 5)}${d(7)}`);
  clean("de", "mail-id-phone", `Bestellnummer ${d(3)} ${d(3)} ${d(2)} ${d(2)}`);
  clean("fr", "mail-id-phone", `numéro de commande 04${f.int(70, 99)}/${d(2)}.${d(2)}.${d(2)}`);
  clean("es", "mail-id-phone", `número de pedido 6${d(2)}.${d(2)}.${d(2)}.${d(2)}`);
  clean("it", "mail-id-phone", `numero d'ordine 3${f.int(20, 49)} ${d(3)} ${d(4)}`);
  clean("pt", "mail-id-phone", `Reunião Zoom, ID da reunião: ${nz(3)} ${d(4)} ${d(4)}`);
  clean("en", "mail-id-phone", `the train leaves at 06:12 from platform 4, arrives 09:45`);
  return out;
}
