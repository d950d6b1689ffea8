/**
 * Outside probe (j) of issue #36: redaction leaks and the way people really put a secret in words,
 * written by a tester who has not read the gate's code and committed before the gate ran on them.
 * Leaks: a credential in two parts (a user and a pass, a login and a pw), values with spaces or
 * punctuation inside (passphrases, "Tr0ub4dor & 3"), values in quotes or brackets of every language,
 * a value broken over a line, a secret said twice, a value right before an emoji or the final
 * punctuation, URL-encoded and base64 secrets inside URLs. Prose: the keyword after the value, a
 * question about the value, inflected and compounded keywords, abbreviations (pw, pwd, mdp, ww, psw,
 * pass). Personal data: phones of another country than the sentence's language, ids with their check
 * digits, dates of birth in words, addresses. Clean look-alikes in the same shapes (talk about a
 * password without a value, versions, prices, order numbers, timestamps, hashes in code review, "PIN
 * the message"). A secret's line is refused in redact mode, and when the secret is masked in a kept
 * message nothing of it (nor of a second value) stays readable.
 * Must never: hold a real-looking secret or personal value as a literal (values are drawn at run time).
 */
import { describe, expect, it } from "vitest";
import { removeSecrets } from "../../conversation/index.ts";
import { DIGITS, Fakes, LOWER, UPPER, usAreaCode } from "../../eval/pii-corpus/fakes.ts";
import { codiceFiscale, nifPt, nir } from "../../eval/pii-corpus/outside.ts";
import { type CorpusCase, type CorpusLang, corpusBuilders } from "../../eval/pii-corpus/types.ts";
import { corpusFaults, expectProbeGroups, expectSentAsOwnerSees, secretPartsLeft } from "../../test-support/privacy-gate.ts";

type Family = "leak" | "prose" | "personal";

export function probe36j(seed = 0x36d1 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec: secIn, pii: piiIn, clean: cleanIn, twice: twiceIn } = corpusBuilders(out, "clean");
  const fam = (family: Family): void => {
    out[out.length - 1]!.family = family;
  };
  const sec = (lang: CorpusLang, family: Family, tpl: string, v: string, more?: string[]): void => secIn(lang, family, tpl, v, more);
  const twice = (lang: CorpusLang, family: Family, tpl: string, v: string): void => twiceIn("secret", lang, family, tpl, v, "");
  const pii = (lang: CorpusLang, tpl: string, v: string, more?: string[]): void => piiIn(lang, "personal", tpl, v, "", more);
  const clean = (lang: CorpusLang, family: Family, text: string): void => {
    cleanIn(lang, text, "");
    fam(family);
  };
  const d = (n: number): string => f.digits(n);
  const SYL = ["fal", "con", "ber", "lo", "min", "ka", "sun", "dri", "to", "pel", "mar", "vi", "sol", "nu", "gre", "ta"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  const sign = (): string => f.pick(["!", "#", "$", "?", "*", "&", "+", "%", "@"]);
  const leet = (s: string): string => s.replace(/o/g, "0").replace(/a/g, "4").replace(/e/g, "3");
  /** A password as owners make them up: a word and a year, a leet word with a dot, random, dashed. */
  const pw = (): string => {
    switch (f.int(0, 5)) {
      case 0: return `${cap(w(2))}${f.int(1970, 2029)}${sign()}`;
      case 1: return `${leet(w(2))}.${d(2)}`;
      case 2: return f.chars(LOWER + UPPER + DIGITS, f.int(10, 14));
      case 3: return `${cap(w(2))}-${d(2)}`;
      case 4: return `${w(1)}${sign()}${cap(w(2))}${d(3)}`;
      default: return `${d(2)}${cap(w(3))}${sign()}${d(1)}`;
    }
  };
  const pin = (n = f.int(4, 6)): string => `${f.int(1, 9)}${d(n - 1)}`;
  const WORDS = ["horse", "battery", "staple", "window", "garden", "purple", "candle", "rocket", "pepper", "silver", "orange", "marble", "tunnel", "yellow", "basket", "forest", "pillow", "saddle", "kettle", "lantern"];
  /** A passphrase of plain words, as the xkcd advice goes. */
  const phrase = (n = 4): string => Array.from({ length: n }, () => f.pick(WORDS)).join(" ");
  const WORTE = ["sonne", "fahrrad", "kaffee", "wolke", "garten", "brezel", "tanne", "fenster"];
  const MOTS = ["soleil", "girafe", "bateau", "cerise", "nuage", "citron", "lapin", "jardin"];
  const user = (): string => `${w(1)}${f.pick([".", "_", ""])}${w(1)}`;
  const mailOf = (): string => `${w(1)}.${f.chars(LOWER, 1)}@${f.pick(["gmail.com", "web.de", "orange.fr", "libero.it", "ziggo.nl", "sapo.pt"])}`;

  // ---------------------------------------------------------------------------------------------
  // leak: two-part credentials, values with spaces or punctuation, quotes and brackets, line breaks,
  // a secret twice, before an emoji or the last punctuation, secrets inside URLs.
  sec("en", "leak", `user: ${user()} pass: $`, pw());
  sec("en", "leak", "login for the holiday flat: mum / $", leet(w(2)) + `.${d(2)}`);
  sec("en", "leak", `login ${mailOf()} pw $`, pw());
  sec("en", "leak", "my wifi password is $", phrase(4));
  sec("en", "leak", "the vault passphrase is \"$\" (with the spaces)", phrase(5));
  sec("en", "leak", "password: $", `${cap(leet(w(3)))} & ${d(1)}`);
  sec("en", "leak", "netflix password is $😅", pw());
  sec("en", "leak", "the router password is $.", pw());
  sec("en", "leak", "ok the new alarm code is $!", pin(6));
  twice("en", "leak", "the password is $ — yes, $, capital first", `${cap(w(2))}${d(3)}${sign()}`);
  sec("en", "leak", "password for the shared drive:\n$", pw());
  {
    const a = `${cap(w(2))}${d(3)}`;
    const b = `${cap(w(2))}${d(4)}${sign()}`;
    out.push({ label: "secret", family: "leak", lang: "en", text: `wifi password upstairs is ${a} and downstairs it's ${b}`, sensitive: a, more: [b] });
  }
  {
    const p = `${cap(w(2))}${sign()}${d(4)}`;
    const enc = encodeURIComponent(p);
    sec("en", "leak", `https://${user()}:$@nas.home.arpa:5001/`, enc);
  }
  {
    const p = `${cap(w(2))}${d(3)}${sign()}`;
    sec("en", "leak", `login link: https://intranet.example.org/login?user=${user()}&password=$`, encodeURIComponent(p));
  }
  {
    const creds = Buffer.from(`${user()}:${pw()}`).toString("base64");
    sec("en", "leak", "camera stream: http://192.168.1.40/video?auth=$", creds);
  }

  sec("de", "leak", `Benutzer: ${user()} Passwort: $`, pw());
  sec("de", "leak", `Zugang fürs Ferienhaus: oma / $`, pw());
  sec("de", "leak", `Login ${mailOf()} PW $`, pw());
  sec("de", "leak", "Das WLAN-Passwort ist „$“", pw());
  sec("de", "leak", "Passwort (mit Leerzeichen!): $", `${f.pick(WORTE)} ${f.pick(WORTE)} ${f.pick(WORTE)} ${f.pick(WORTE)}`);
  sec("de", "leak", "das passwort vom router ist $🙈", pw());
  sec("de", "leak", "Kennwort für die Fritzbox: $.", pw());
  twice("de", "leak", "PIN vom Handy ist $, also nochmal: $", pin(6));
  sec("de", "leak", "WLAN-Schlüssel:\n$", `${d(4)} ${d(4)} ${d(4)}\n${d(4)} ${d(4)}`);
  sec("de", "leak", "Passwort fürs Konto lautet [$]", pw());
  {
    const p = `${cap(w(2))}${sign()}${d(3)}`;
    sec("de", "leak", `Zugriff von außen: ftp://papa:$@fritz.box/`, encodeURIComponent(p));
  }
  {
    const a = pin(4);
    const b = d(8);
    out.push({ label: "secret", family: "leak", lang: "de", text: `SIM-PIN ${a}, PUK ${b}, liegt im Handschuhfach`, sensitive: a, more: [b] });
  }

  sec("fr", "leak", `identifiant : ${user()} / mdp : $`, pw());
  sec("fr", "leak", "compte de la box : admin / $", pw());
  sec("fr", "leak", `login ${mailOf()} mot de passe $`, pw());
  sec("fr", "leak", "le mot de passe c'est « $ »", pw());
  sec("fr", "leak", "phrase de passe du coffre : $", `${f.pick(MOTS)} ${f.pick(MOTS)} ${f.pick(MOTS)} ${f.pick(MOTS)}`);
  sec("fr", "leak", "le code de la porte c'est $ 😉", `${d(2)}${f.chars("ABC", 1)}${d(2)}`);
  sec("fr", "leak", "mdp du wifi : $ !", pw());
  twice("fr", "leak", "le mot de passe est $ (je répète : $)", pw());
  sec("fr", "leak", "mot de passe de la banque :\n$", pw());
  sec("fr", "leak", "le mot de passe du wifi (attention aux espaces) : $", `${cap(leet(w(2)))} ${sign()} ${d(2)}`);

  sec("es", "leak", `usuario: ${user()} contraseña: $`, pw());
  sec("es", "leak", "acceso al router: admin / $", pw());
  sec("es", "leak", `login ${mailOf()} clave $`, pw());
  sec("es", "leak", "la contraseña es «$»", pw());
  sec("es", "leak", "la clave del wifi es $ 🔥", pw());
  sec("es", "leak", "el pin de la tarjeta es $.", pin(4));
  twice("es", "leak", "contraseña: $ — repito, $", pw());
  sec("es", "leak", "contraseña del correo (con espacios): $", `${phrase(3)} ${d(2)}`);
  sec("es", "leak", "la contraseña del banco:\n\"$\"", pw());

  sec("pt", "leak", `utilizador: ${user()} senha: $`, pw());
  sec("pt", "leak", "acesso da câmara: admin / $", pw());
  sec("pt", "leak", "a senha é \"$\"", pw());
  sec("pt", "leak", "senha do wi-fi: $ 👍", pw());
  twice("pt", "leak", "a senha do banco é $, repito: $", pw());
  sec("pt", "leak", "a palavra-passe é $.", pw());
  sec("pt", "leak", "senha da rede:\n$", pw());

  sec("it", "leak", `utente: ${user()} password: $`, pw());
  sec("it", "leak", "accesso al NAS: admin / $", pw());
  sec("it", "leak", "la password è «$»", pw());
  sec("it", "leak", "la password del wifi è $ 😂", pw());
  twice("it", "leak", "il PIN è $, ripeto $", pin(5));
  sec("it", "leak", "la password della mail è $.", pw());
  sec("it", "leak", "password (con gli spazi): $", `${cap(w(2))} ${d(2)} ${cap(w(2))}${sign()}`);

  sec("nl", "leak", `gebruiker: ${user()} wachtwoord: $`, pw());
  sec("nl", "leak", "inlog voor de camera: admin / $", pw());
  sec("nl", "leak", "het wachtwoord is '$'", pw());
  sec("nl", "leak", "wifi wachtwoord is $ 🎉", pw());
  twice("nl", "leak", "wachtwoord: $ (nogmaals: $)", pw());
  sec("nl", "leak", "het wachtwoord van de bank is $.", pw());
  sec("nl", "leak", "wachtwoord van de kluis:\n$", pw());

  clean("en", "leak", "user: admin pass: see the sticker on the router");
  clean("en", "leak", "login for the holiday flat: ask mum / dad");
  clean("en", "leak", "my wifi password is on the fridge, next to the menu");
  clean("en", "leak", "the password is the same as before 😅");
  clean("en", "leak", "https://intranet.example.org/login?user=me&lang=en");
  clean("de", "leak", "Benutzer: Papa, Passwort: steht im Notizbuch");
  clean("de", "leak", "das passwort vom router ist abgelaufen 🙈");
  clean("de", "leak", "Zugang fürs Ferienhaus: Schlüssel bei Nachbarn / Tür hinten");
  clean("fr", "leak", "identifiant : ton mail / mdp : celui d'avant");
  clean("fr", "leak", "le mot de passe c'est « le même que d'habitude »");
  clean("es", "leak", "usuario: tu correo, contraseña: la de siempre");
  clean("es", "leak", "la clave del wifi está en la caja del router 🔥");
  clean("pt", "leak", "a senha é a mesma de sempre, não mudei");
  clean("it", "leak", "la password del wifi è scritta sotto il modem 😂");
  clean("nl", "leak", "gebruiker: jouw e-mail, wachtwoord: zelfde als altijd");
  clean("nl", "leak", "https://www.example.nl/zoeken?q=wachtwoord+vergeten&page=2");

  // ---------------------------------------------------------------------------------------------
  // prose: the keyword after the value, questions, inflected and compounded keywords, abbreviations.
  sec("en", "prose", "$, that's the new wifi password", pw());
  sec("en", "prose", "is $ still the pin?", `${cap(w(2))}-${d(2)}`);
  sec("en", "prose", "is the pin still $?", pin(4));
  sec("en", "prose", "pwd for the nas: $", pw());
  sec("en", "prose", "pw is $", pw());
  sec("en", "prose", "pass for the guest network = $", pw());
  sec("en", "prose", "did you set $ as the router password?", pw());
  sec("en", "prose", "the credentials are $ btw", pw());
  sec("de", "prose", "$ – das ist jetzt das neue WLAN-Passwort", pw());
  sec("de", "prose", "ist $ noch das Kennwort vom Drucker?", pw());
  sec("de", "prose", "Zugangsdaten fürs Portal: $", pw());
  sec("de", "prose", "Kennwort lautet $", pw());
  sec("de", "prose", "das Kennwort des Routers ist $", pw());
  sec("de", "prose", "der Zugangscode für die Garage ist $", pin(6));
  sec("de", "prose", "PW fürs Onlinebanking: $", pw());
  sec("de", "prose", "pwd vom Server ist $", pw());
  sec("de", "prose", "Passworts vergessen? nein, es ist $", pw());
  sec("de", "prose", "Online-Banking-PIN: $", pin(5));
  sec("de", "prose", "hab das Passwort auf $ geändert", pw());
  sec("fr", "prose", "$, c'est le mdp de la box", pw());
  sec("fr", "prose", "c'est toujours $ le code de la porte ?", `${d(1)}${f.chars("AB", 1)}${d(3)}`);
  sec("fr", "prose", "mdp: $", pw());
  sec("fr", "prose", "le mdp de netflix c'est $", pw());
  sec("fr", "prose", "code d'accès de l'immeuble : $", `${f.chars("AB", 1)}${d(4)}`);
  sec("fr", "prose", "j'ai changé le mot de passe en $", pw());
  sec("fr", "prose", "identifiants Ameli : mdp $", pw());
  sec("fr", "prose", "est-ce que $ est encore le mot de passe du wifi ?", pw());
  sec("es", "prose", "$ es la nueva contraseña del wifi", pw());
  sec("es", "prose", "¿sigue siendo $ la contraseña del router?", pw());
  sec("es", "prose", "clave de acceso: $", pw());
  sec("es", "prose", "la contra del wifi es $", pw());
  sec("es", "prose", "pass del portátil: $", pw());
  sec("es", "prose", "le cambié la contraseña a $", pw());
  sec("es", "prose", "el código de acceso del garaje es $", pin(5));
  sec("pt", "prose", "$ é a nova senha do wi-fi", pw());
  sec("pt", "prose", "a senha do banco ainda é $?", pw());
  sec("pt", "prose", "senha do banco: $", pw());
  sec("pt", "prose", "código de acesso do prédio: $", pin(4));
  sec("pt", "prose", "mudei a senha para $", pw());
  sec("pt", "prose", "a palavra-passe das Finanças é $", pw());
  sec("it", "prose", "$ è la nuova password del wifi", pw());
  sec("it", "prose", "la password è ancora $?", pw());
  sec("it", "prose", "codice d'accesso: $", pin(6));
  sec("it", "prose", "psw della mail: $", pw());
  sec("it", "prose", "pwd del router è $", pw());
  sec("it", "prose", "ho cambiato la password in $", pw());
  sec("it", "prose", "il codice di accesso al portone è $", pin(5));
  sec("nl", "prose", "$ is het nieuwe wifi-wachtwoord", pw());
  sec("nl", "prose", "is $ nog steeds het wachtwoord?", pw());
  sec("nl", "prose", "ww: $", pw());
  sec("nl", "prose", "ww van de laptop is $", pw());
  sec("nl", "prose", "toegangscode van de poort: $", pin(4));
  sec("nl", "prose", "wachtwoord veranderd naar $", pw());
  sec("nl", "prose", "inloggegevens DigiD: ww $", pw());

  clean("en", "prose", "I forgot my password again, can you remind me how to reset it?");
  clean("en", "prose", "is the pin still valid after the update?");
  clean("en", "prose", "PIN the message in the family group please");
  clean("en", "prose", "pass the salt and the 2 forks");
  clean("en", "prose", "the new wifi password is longer, 16 characters");
  clean("en", "prose", "that's the new wifi router, version 2.4.1");
  clean("de", "prose", "Ich hab mein Kennwort vergessen, wie setze ich es zurück?");
  clean("de", "prose", "Zugangsdaten kommen per Post in 3 Tagen");
  clean("de", "prose", "PW ändern am 01.04. nicht vergessen");
  clean("de", "prose", "ist das Passwort noch gültig bis 2027?");
  clean("de", "prose", "Version 3.12.0 – das ist jetzt das neue Update");
  clean("fr", "prose", "j'ai oublié mon mdp, je le réinitialise ce soir");
  clean("fr", "prose", "c'est toujours 19h le code de la route ?");
  clean("fr", "prose", "le code d'accès arrive par SMS dans 5 minutes");
  clean("fr", "prose", "épingle le message stp, c'est important");
  clean("es", "prose", "olvidé la contraseña otra vez, la cambio mañana");
  clean("es", "prose", "¿sigue siendo 25 € la cuota del gimnasio?");
  clean("es", "prose", "clave de acceso: te la mando por SMS");
  clean("pt", "prose", "esqueci a senha do banco, vou lá amanhã às 10h");
  clean("pt", "prose", "o código de acesso chega por SMS");
  clean("it", "prose", "ho dimenticato la psw, la reimposto domani");
  clean("it", "prose", "la password è ancora quella vecchia?");
  clean("it", "prose", "ho cambiato la password ieri sera");
  clean("nl", "prose", "ww vergeten, ik vraag een nieuwe aan");
  clean("nl", "prose", "is het wachtwoord nog steeds hetzelfde?");
  clean("nl", "prose", "wachtwoord veranderd naar iets langers, 14 tekens");
  clean("en", "prose", "review: abc1234 changes the password hashing to argon2, looks good");
  clean("en", "prose", "order #40917733 for €49.99 shipped at 14:32:05");

  // ---------------------------------------------------------------------------------------------
  // personal: phones of another country than the sentence's, ids with check digits, dates of birth
  // in words, addresses.
  pii("en", "my sister's French mobile is $", `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("en", "call Pieter on $ (Dutch number)", `+31 6 ${d(4)} ${d(4)}`);
  pii("en", "Hans's number in Munich: $", `+49 171 ${d(7)}`);
  pii("de", "Pierres Handy in Lyon: $", `+33 7 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("de", "die Nummer von Giulia in Mailand ist $", `+39 34${f.int(0, 9)} ${d(3)} ${d(4)}`);
  pii("de", "meine Kollegin aus Zürich: $", `+41 79 ${d(3)} ${d(2)} ${d(2)}`);
  pii("de", "ruf Tom in London an: $", `+44 7${f.int(4, 9)}${d(2)} ${d(6)}`);
  pii("fr", "le portable de Jan à Berlin : $", `+49 151 ${d(4)} ${d(4)}`);
  pii("fr", "le numéro de Lucía à Madrid c'est le $", `+34 6${d(2)} ${d(3)} ${d(3)}`);
  pii("fr", "mon cousin au Québec : $", `+1 514 ${f.int(200, 999)} ${d(4)}`);
  pii("es", "el móvil de João en Lisboa: $", `+351 91${d(1)} ${d(3)} ${d(3)}`);
  pii("es", "llama a Marie a Francia al $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("es", "el teléfono de mi tía en Brasil es $", `+55 11 9${d(4)}-${d(4)}`);
  pii("pt", "o telemóvel do Carlos em Madrid é $", `+34 6${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("pt", "o número da Anke na Holanda: $", `+31 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("pt", "o celular da minha prima em São Paulo: $", `(11) 9${d(4)}-${d(4)}`);
  pii("it", "il cellulare di Klaus a Vienna: $", `+43 664 ${d(7)}`);
  pii("it", "chiama Sophie a Bruxelles al $", `+32 47${f.int(0, 9)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("it", "il numero di Ana a Lisbona è $", `+351 93${d(1)} ${d(3)} ${d(3)}`);
  pii("nl", "het nummer van Jean in Parijs: $", `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`);
  pii("nl", "mobiel van Stefan in Keulen: $", `+49 160 ${d(7)}`);
  pii("nl", "bel Emma in Antwerpen op $", `0470 ${d(2)} ${d(2)} ${d(2)}`);
  // usAreaCode moves a drawn 201–989 code off the toll-free ones (a tester fault on the first run: it was given 0–99).
  pii("en", "my landlord in Boston: $", `(${usAreaCode(f.int(201, 989))}) ${f.int(200, 999)}-${d(4)}`);

  pii("en", "her codice fiscale is $, needed for the Italian lease", codiceFiscale(f));
  pii("en", "the French social security number is $", nir(f));
  pii("de", "meine Steuer-ID: $", f.steuerId());
  pii("de", "Sozialversicherungsnummer Frankreich (NIR): $", nir(f));
  pii("de", "die NIF meiner Mutter in Portugal: $", nifPt(f));
  pii("fr", "mon numéro fiscal portugais (NIF) : $", nifPt(f));
  pii("fr", "son DNI espagnol : $", f.dni());
  pii("es", "mi DNI es $", f.dni());
  pii("es", "el CPF de mi marido: $", f.cpf());
  pii("pt", "o meu NIF é $", nifPt(f));
  pii("pt", "CPF: $", f.cpf());
  pii("it", "il mio codice fiscale: $", codiceFiscale(f));
  pii("it", "il BSN di mia cognata olandese è $", f.bsn());
  pii("nl", "mijn BSN is $", f.bsn());
  pii("nl", "Steuer-ID van mijn Duitse werkgever-dossier: $", f.steuerId());
  pii("en", "IBAN for the rent: $", f.iban("FR"));
  pii("de", "überweis es auf $ bitte", f.iban("NL"));
  pii("es", "mi IBAN: $", f.iban("ES"));

  const MONTHS: Record<CorpusLang, string[]> = {
    en: ["January", "March", "April", "June", "September", "November"],
    de: ["Januar", "März", "April", "Juni", "September", "November"],
    fr: ["janvier", "mars", "avril", "juin", "septembre", "novembre"],
    es: ["enero", "marzo", "abril", "junio", "septiembre", "noviembre"],
    pt: ["janeiro", "março", "abril", "junho", "setembro", "novembro"],
    it: ["gennaio", "marzo", "aprile", "giugno", "settembre", "novembre"],
    nl: ["januari", "maart", "april", "juni", "september", "november"],
  };
  const day = (): number => f.int(2, 28);
  const year = (): number => f.int(1940, 2008);
  // The article is no part of the date (a tester fault on the first run: "the" was in the value).
  const ord = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
  pii("en", "I was born on the $, put that on the form", `${ord(day())} of ${f.pick(MONTHS.en)} ${year()}`);
  pii("en", "DOB: $", `${f.pick(MONTHS.en)} ${day()}, ${year()}`);
  pii("de", "ich bin am $ geboren", `${day()}. ${f.pick(MONTHS.de)} ${year()}`);
  pii("de", "Geburtsdatum: $", `${f.pick(["dritter", "zwölfter", "zwanzigster"])} ${f.pick(MONTHS.de)} ${year()}`);
  pii("fr", "je suis née le $", `${f.pick(["trois", "douze", "vingt"])} ${f.pick(MONTHS.fr)} ${year()}`);
  pii("fr", "date de naissance : $", `${day()} ${f.pick(MONTHS.fr)} ${year()}`);
  pii("es", "nací el $", `${f.pick(["tres", "doce", "veinte"])} de ${f.pick(MONTHS.es)} de ${year()}`);
  pii("es", "fecha de nacimiento: $", `${day()} de ${f.pick(MONTHS.es)} de ${year()}`);
  pii("pt", "nasci a $", `${day()} de ${f.pick(MONTHS.pt)} de ${year()}`);
  pii("pt", "data de nascimento: $", `${f.pick(["três", "doze", "vinte"])} de ${f.pick(MONTHS.pt)} de ${year()}`);
  pii("it", "sono nato il $", `${f.pick(["primo", "tre", "dodici"])} ${f.pick(MONTHS.it)} ${year()}`);
  pii("it", "data di nascita: $", `${day()} ${f.pick(MONTHS.it)} ${year()}`);
  pii("nl", "ik ben geboren op $", `${day()} ${f.pick(MONTHS.nl)} ${year()}`);
  pii("nl", "geboortedatum: $", `${f.pick(["drie", "twaalf", "twintig"])} ${f.pick(MONTHS.nl)} ${year()}`);

  const town = (): string => cap(w(2));
  pii("en", "send it to $ please", `${f.int(2, 300)} ${cap(w(2))} Street, ${town()}, NY ${f.int(10001, 14975)}`);
  pii("en", "my sister lives at $ now", `${f.int(1, 80)} rue des ${cap(w(2))}s, ${f.int(10, 95)}${d(3)} ${town()}`);
  pii("de", "Paket bitte an $", `${cap(w(2))}straße ${f.int(1, 120)}, ${f.int(10115, 99998)} ${town()}`);
  pii("de", "meine Schwester wohnt jetzt $", `Via ${cap(w(2))} ${f.int(1, 90)}, ${f.int(10, 98)}${d(3)} ${town()}`);
  pii("fr", "mon adresse : $", `${f.int(1, 80)}, avenue ${cap(w(2))}, ${f.int(10, 95)}${d(3)} ${town()}`);
  pii("fr", "chez mes parents, $", `Calle ${cap(w(2))} ${f.int(1, 140)}, ${String(f.int(1, 52)).padStart(2, "0")}${d(3)} ${town()}`);
  pii("es", "mi dirección es $", `Calle ${cap(w(2))}, ${f.int(1, 140)}, ${f.int(1, 8)}º ${f.pick(["A", "B", "C"])}, ${String(f.int(1, 52)).padStart(2, "0")}${d(3)} ${town()}`);
  pii("es", "mi hermano vive en $", `Rua ${cap(w(2))}, ${f.int(1, 300)}, ${f.int(1000, 9999)}-${d(3)} ${town()}`);
  pii("pt", "a minha morada: $", `Rua ${cap(w(2))}, ${f.int(1, 300)}, ${f.int(1, 9)}º Dto, ${f.int(1000, 9999)}-${d(3)} ${town()}`);
  pii("pt", "manda para $", `Av. ${cap(w(2))}, ${f.int(100, 2500)}, apto ${f.int(11, 180)}, ${town()} - RJ, ${d(5)}-${d(3)}`);
  pii("it", "il mio indirizzo è $", `Via ${cap(w(2))} ${f.int(1, 200)}, ${f.int(10, 98)}${d(3)} ${town()}`);
  pii("it", "mia figlia abita in $", `${cap(w(2))}straße ${f.int(1, 120)}, ${f.int(10115, 99998)} ${town()}`);
  pii("nl", "ons adres: $", `${cap(w(2))}straat ${f.int(1, 200)}, ${f.int(1000, 9999)} ${f.chars("ABCEGHJKLMNPRTVWXZ", 2)} ${town()}`);
  pii("nl", "mijn broer woont op $", `${cap(w(2))}laan ${f.int(1, 200)}${f.pick(["", "a", " bis"])}, ${f.int(1000, 9999)} ${town()}`);

  clean("en", "personal", "the meeting is on 3 March 2026 at 14:00");
  clean("en", "personal", "release 4.12.1 shipped on the 12th of June");
  clean("en", "personal", "it costs $1,299.00 or €1.199,00 in Europe");
  clean("en", "personal", "order number 302-4419981-1176632 arrives Friday");
  clean("en", "personal", "timestamp 2026-12-05T16:20:11Z in the log");
  clean("en", "personal", "review: commit 9f3e2a1c4b7d changed 4 files, sha256 a3f1c9e0b2d4f6a8c1e3b5d7f9a2c4e6b8d0f2a4c6e8b1d3f5a7c9e2b4d6f8a0");
  clean("de", "personal", "Rechnung 2026-114477 über 1.249,90 €, fällig am 15. Januar");
  clean("de", "personal", "Der Zug um 17:42 hat 25 Minuten Verspätung, Gleis 12");
  clean("de", "personal", "Bestellnummer 4417 3390 2215, Lieferung am 3. März");
  clean("de", "personal", "Geburtstagsfeier am 12. Juni um 15 Uhr");
  clean("fr", "personal", "commande n° 1029 3847 5610, livrée le 3 mars");
  clean("fr", "personal", "la version 17.4.2 est sortie le douze janvier");
  clean("fr", "personal", "prix : 1 299,00 €, promo jusqu'au 15/01");
  clean("es", "personal", "el pedido 405-8812233-1190112 llega el lunes");
  clean("es", "personal", "la reunión es el doce de marzo a las 10:30");
  clean("es", "personal", "cuesta 1.299,99 € con IVA");
  clean("pt", "personal", "a encomenda 51234 chega a 3 de março");
  clean("pt", "personal", "versão 2.31.0, lançada em 12 de junho de 2026");
  clean("it", "personal", "ordine n. 2026/00417 consegnato il 3 marzo");
  clean("it", "personal", "il treno delle 17:45 è in ritardo di 20 minuti");
  clean("nl", "personal", "bestelling 8817 2201 wordt op 3 maart bezorgd");
  clean("nl", "personal", "versie 5.0.3 verschijnt op twaalf juni");
  clean("nl", "personal", "kost € 1.299,95 inclusief btw");
  return out;
}

/**
 * A second batch, written after the first pass's fixes and committed before running them: the same
 * angles in other words, other languages and other countries (London, Dublin, Vienna, Zürich, Mexico
 * City, Buenos Aires), to see whether the rules the first batch led to hold for the class.
 */
export function probe36jSecond(seed = 0x36d3 + Number(process.env.PROBE_SEED ?? 0)): CorpusCase[] {
  const f = new Fakes(seed);
  const out: CorpusCase[] = [];
  const { sec: secIn, pii: piiIn, clean: cleanIn, twice: twiceIn } = corpusBuilders(out, "clean");
  const fam = (family: Family): void => {
    out[out.length - 1]!.family = family;
  };
  const sec = (lang: CorpusLang, family: Family, tpl: string, v: string, more?: string[]): void => secIn(lang, family, tpl, v, more);
  const twice = (lang: CorpusLang, family: Family, tpl: string, v: string): void => twiceIn("secret", lang, family, tpl, v, "");
  const pii = (lang: CorpusLang, tpl: string, v: string): void => piiIn(lang, "personal", tpl, v, "");
  const clean = (lang: CorpusLang, family: Family, text: string): void => {
    cleanIn(lang, text, "");
    fam(family);
  };
  const d = (n: number): string => f.digits(n);
  const SYL = ["ra", "ven", "ol", "mi", "tas", "ko", "ler", "bu", "sa", "dor", "fi", "nel"];
  const w = (n = 2): string => Array.from({ length: n }, () => f.pick(SYL)).join("");
  const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
  const pw = (): string => f.pick([`${cap(w(2))}${d(2)}${f.pick(["!", "?", "#", "%"])}`, `${w(1)}_${cap(w(2))}${d(3)}`, f.chars(LOWER + UPPER + DIGITS, 12), `${d(3)}${cap(w(2))}.${w(1)}`]);
  const pin = (n = 4): string => `${f.int(1, 9)}${d(n - 1)}`;
  const user = (): string => `${w(1)}.${f.chars(LOWER, 1)}`;
  const MOTS = ["girafe", "cerise", "bateau", "nuage", "citron", "lapin"];
  const PALAVRAS = ["gaivota", "laranja", "janela", "cadeira", "sardinha", "saudade"];

  // leak
  sec("de", "leak", `Benutzername ${user()}, Kennwort $`, pw());
  sec("fr", "leak", `user ${user()} / mdp $`, pw());
  sec("es", "leak", `usuario ${user()}, pass: $`, pw());
  sec("nl", "leak", `inlognaam ${user()} ww $`, pw());
  sec("it", "leak", `utente ${user()} psw: $`, pw());
  sec("pt", "leak", `login ${user()} senha $`, pw());
  sec("fr", "leak", "la phrase de passe est $", `${f.pick(MOTS)} ${f.pick(MOTS)} ${f.pick(MOTS)} ${f.pick(MOTS)}`);
  sec("pt", "leak", "a frase-passe do cofre é $", `${f.pick(PALAVRAS)} ${f.pick(PALAVRAS)} ${f.pick(PALAVRAS)} ${f.pick(PALAVRAS)}`);
  sec("de", "leak", "WLAN-Passwort: `$`", pw());
  sec("it", "leak", "la password è '$'", pw());
  sec("es", "leak", "contraseña (la nueva): $", pw());
  sec("nl", "leak", "wachtwoord (met spaties): $", `${cap(w(2))} ${d(3)} ${w(2)}`);
  sec("en", "leak", "wifi password (note the spaces): $", `${cap(w(2))} ${d(2)} ${w(2)}!`);
  twice("de", "leak", "Passwort: $ – ja wirklich, „$“", pw());
  twice("pt", "leak", "PIN do cartão: $ (sim, $)", pin(4));
  twice("en", "leak", "pw $ … I'll say it again: $ … and once more: $", pw());
  sec("fr", "leak", "le mot de passe est $…", pw());
  sec("es", "leak", "la clave es $!!", pw());
  sec("it", "leak", "il codice del cancello è $?", pin(5));
  sec("nl", "leak", "het wachtwoord is $ 🙏", pw());
  sec("fr", "leak", "clé wifi :\n$", `${d(4)} ${d(4)} ${d(4)}\n${d(4)} ${d(4)} ${d(4)}`);
  {
    const p = `${cap(w(2))}${f.pick(["@", "#", "!"])}${d(3)}`;
    sec("pt", "leak", "câmara: rtsp://admin:$@192.168.0.10:554/stream1", encodeURIComponent(p));
  }
  {
    const creds = Buffer.from(`${user()}:${pw()}`).toString("base64");
    sec("nl", "leak", "link van de camera: http://10.0.0.8/snapshot.cgi?auth=$", creds);
  }
  {
    const a = pw();
    const b = pin(6);
    out.push({ label: "secret", family: "leak", lang: "es", text: `contraseña del banco ${a} y el PIN de la tarjeta ${b}`, sensitive: a, more: [b] });
  }

  clean("en", "leak", "user: see below, pass: ask IT on Monday");
  clean("de", "leak", "das WLAN-Passwort (mit Leerzeichen) steht auf der Rückseite");
  clean("fr", "leak", "la phrase de passe est trop longue, je la change demain");
  clean("es", "leak", "contraseña (la nueva): te la paso luego");
  clean("it", "leak", "la password è cambiata ieri, te la dico a voce");
  clean("nl", "leak", "http://10.0.0.8/snapshot.cgi?auth=required&size=large");
  clean("pt", "leak", "a senha é a mesma, não mudei nada 🙏");

  // prose
  sec("de", "prose", "$ ist übrigens das Kennwort fürs NAS", pw());
  sec("fr", "prose", "$ — voilà le code du portail", pin(5));
  sec("es", "prose", "$ es la clave, apúntala", pw());
  sec("pt", "prose", "$ é a senha do email, não esqueças", pw());
  sec("it", "prose", "$ è il PIN del bancomat", pin(5));
  sec("nl", "prose", "$ is de toegangscode van de poort", pin(4));
  sec("de", "prose", "ist $ noch der WLAN-Schlüssel?", pw());
  sec("it", "prose", "era $ il PIN del bancomat?", pin(5));
  sec("en", "prose", "was it $ for the alarm code?", pin(4));
  sec("pt", "prose", "ainda é $ o código do portão?", pin(4));
  sec("de", "prose", "Onlinebanking-Kennwort: $", pw());
  sec("de", "prose", "Routerpasswort ist $", pw());
  sec("nl", "prose", "wifi-wachtwoord: $", pw());
  sec("pt", "prose", "senha do email: $", pw());
  sec("es", "prose", "la clave del wifi: $", pw());
  sec("fr", "prose", "code d'entrée : $", `${d(2)}${f.chars("AB", 1)}${d(2)}`);
  sec("it", "prose", "codice del bancomat: $", pin(5));
  sec("en", "prose", "PW: $", pw());
  sec("fr", "prose", "mdp=$", pw());
  sec("nl", "prose", "ww=$", pw());
  sec("it", "prose", "psw: $", pw());
  sec("en", "prose", "pass: $", pw());

  clean("en", "prose", "PIN it to the top of the channel please");
  clean("fr", "prose", "épinglez le message en haut du groupe");
  clean("es", "prose", "fija el mensaje arriba, porfa");
  clean("en", "prose", "the password must have 2 digits and a symbol like ! or ?");
  clean("en", "prose", "pass 2 is at 14:30, pass 3 at 16:00");
  clean("en", "prose", "is v3.2.1 still the latest release?");
  clean("fr", "prose", "c'est toujours 3B le numéro de salle ?");
  clean("de", "prose", "ist das Kennwort noch das alte? frag ich morgen");
  clean("it", "prose", "era il PIN vecchio? boh, chiedo in banca");
  clean("pt", "prose", "ainda é o mesmo código do portão? pergunto ao vizinho");
  clean("nl", "prose", "is dit nog de goede toegangscode? check ik even");
  clean("de", "prose", "mein Passwortmanager meldet 3 schwache Einträge");
  clean("es", "prose", "la clave es usar una frase larga, no números");
  clean("en", "prose", "LGTM, rebased onto 4f2a9c1; the hash matches the release notes");
  clean("nl", "prose", "build 2026.12.05-1620 staat klaar, tijd 16:20:11");

  // personal
  pii("en", "our London office: $", `+44 20 7${d(3)} ${d(4)}`);
  pii("de", "Seáns Handy in Dublin: $", `+353 87 ${d(3)} ${d(4)}`);
  pii("fr", "le fixe de Mme Huber à Vienne : $", `+43 1 ${d(3)} ${d(2)} ${d(2)}`);
  pii("it", "l'ufficio di Zurigo: $", `+41 44 ${d(3)} ${d(2)} ${d(2)}`);
  pii("pt", "o número do Diego na Cidade do México: $", `+52 55 ${d(4)} ${d(4)}`);
  pii("nl", "Martina in Buenos Aires: $", `+54 9 11 ${d(4)}-${d(4)}`);
  pii("es", "mi jefe en San Francisco: $", `+1 (415) ${f.int(200, 999)}-${d(4)}`);
  pii("de", "ihr codice fiscale: $", codiceFiscale(f).toLowerCase());
  pii("es", "el número de la seguridad social francesa de mi marido: $", nir(f));
  pii("nl", "Steuer-ID van mijn moeder: $", f.steuerId().replace(/ /g, "-"));
  pii("it", "il CPF di mia cugina brasiliana è $", f.cpf().replace(/\D/g, ""));
  pii("pt", "o DNI da Marta é $", f.dni());
  pii("en", "her BSN is $", f.bsn().replace(/^(\d{4})(\d{2})(\d{3})$/, "$1.$2.$3"));
  pii("it", "sono nata il $", `${f.pick(["ventitré", "ventuno", "quindici"])} ${f.pick(["marzo", "aprile", "maggio"])} ${f.int(1950, 2005)}`);
  pii("es", "nacido el $", `${f.pick(["veintiuno", "quince", "nueve"])} de ${f.pick(["abril", "mayo", "julio"])} de ${f.int(1950, 2005)}`);
  pii("fr", "né le $", `premier ${f.pick(["mai", "juillet", "octobre"])} ${f.int(1950, 2005)}`);
  pii("nl", "geboren op $", `${f.pick(["eenendertig", "negen", "zeventien"])} ${f.pick(["mei", "juli", "oktober"])} ${f.int(1950, 2005)}`);
  pii("en", "born on the $", `twenty-first of ${f.pick(["May", "July", "October"])} ${f.int(1950, 2005)}`);
  pii("en", "she was born on $", `${f.pick(["March", "June", "August"])} ${f.pick(["third", "twelfth", "twentieth"])}, ${f.int(1950, 2005)}`);
  pii("de", "neue Adresse in Wien: $", `${cap(w(2))}gasse ${f.int(1, 90)}/${f.int(1, 9)}/${f.int(1, 20)}, ${f.int(1010, 1230)} Wien`);
  pii("it", "il mio indirizzo a Zurigo: $", `${cap(w(2))}strasse ${f.int(1, 90)}, ${f.int(8000, 8099)} Zürich`);
  pii("fr", "envoie-le à $", `Rue ${cap(w(2))} ${f.int(1, 90)}, ${f.int(1000, 1210)} Bruxelles`);
  pii("nl", "stuur het naar $", `${cap(w(2))}straat ${f.int(1, 90)}, ${f.int(2000, 2660)} Antwerpen`);

  clean("en", "personal", "the London office moved to the 4th floor on 12 May");
  clean("de", "personal", "Termin in Wien am 3. März um 14:30, Raum 1060");
  clean("fr", "personal", "né pour courir, le concert est le premier mai 2026");
  clean("es", "personal", "la factura 2026-0417 vence el veintiuno de abril");
  clean("pt", "personal", "o voo TP 1350 sai às 21:05 do terminal 1");
  clean("it", "personal", "il pacco 8001 arriva a Zurigo il 12 maggio");
  clean("nl", "personal", "zaal 2000 in Antwerpen, aanvang 20.15 uur");
  return out;
}


const cases = probe36j();
const named = cases.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));

/**
 * What the gate missed on this probe's first run (before figures in the commit), by their lines: the
 * line as it goes out in redact mode (SENT), and the secret masked in a kept message (MASKED). Each
 * is an `it.fails`, so a fix shows as a failure here until its line leaves the list.
 */
const KNOWN_SENT: RegExp[] = [];
const KNOWN_MASKED: RegExp[] = [];
const known = (list: RegExp[]) => (c: CorpusCase): boolean => list.some((r) => r.test(c.text));

describe("outside probe (j), #36: the batch holds what it says", () => {
  it("≥200 cases, half or more outside English, each family in all seven languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.filter((c) => c.lang !== "en").length / cases.length).toBeGreaterThanOrEqual(0.5);
    expectProbeGroups(cases, {
      leak: { sensitive: 50, clean: 14, languages: 7 },
      prose: { sensitive: 50, clean: 25, languages: 7 },
      personal: { sensitive: 60, clean: 20, languages: 7 },
    });
  });
});

describe("outside probe (j), #36: a line as it goes out in redact mode, region unset", () => {
  const k = known(KNOWN_SENT);
  it.each(named.filter(({ c }) => !k(c)))("$name", ({ c }) => expectSentAsOwnerSees(c));
  it.fails.each(named.filter(({ c }) => k(c)))("known miss: $name", ({ c }) => expectSentAsOwnerSees(c));
});

describe("outside probe (j), #36: a secret masked in a kept message leaves nothing of it readable", () => {
  const k = known(KNOWN_MASKED);
  const secrets = named.filter(({ c }) => c.label === "secret");
  it.each(secrets.filter(({ c }) => !k(c)))("$name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
  it.fails.each(secrets.filter(({ c }) => k(c)))("known miss: $name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
});

// Written after the first pass, to hold the rules it led to (a value masked wherever it is said
// again, comparatives and "hashing" after a password word, a keyword inside a URL, a quoted phrase
// of prose, a day of the month in words, a four-digit postcode and its town) to clean text that
// looks like their input.
describe("outside probe (j), #36: what the first pass's rules must leave alone", () => {
  it.each([
    "the password is longer now, and the PIN is shorter",
    "das Passwort ist länger geworden, 16 Zeichen",
    "het wachtwoord is sterker, 14 tekens",
    "we moved password hashing to scrypt last sprint",
    "https://www.example.fr/aide/mot-de-passe-oublie/etape2",
    "https://example.com/docs/password-reset?lang=de&page=3",
    "le mot de passe c'est « toujours le même », je crois",
    "the password is “the same as always”, ask Tom",
    "the meeting is on the third of March 2026",
    "Geburtstagsfeier am dritten Juni, bring Kuchen mit",
    "la fiesta es el doce de mayo de 2027",
    "Hauptstraße liegt 2 km weiter, 2024 Umbau geplant",
    // The second pass's rules: a value asked about before its keyword, a value with spaces after a
    // word saying so, a random run in a URL's "auth" or "key" field.
    "is the pin still 4 digits?",
    "is 2026 still the year we rotate every password?",
    "is ticket ZOE-2024 still the code?",
    "¿sigue siendo gratis la contraseña del wifi?",
    "c'est toujours demain le code de la route ?",
    "is het nog steeds het oude wachtwoord?",
    "WLAN-Passwort (Leerzeichen beachten): siehe Zettel am Router",
    "password (no spaces): see the card in the drawer",
    "https://shop.example/?key=summer-sale-2026-banner-top",
    "https://example.com/search?q=x&login=forgotten-password-help",
    "https://maps.example.com/?key=YOUR_API_KEY_HERE",
    // The second batch's rules: a value closing its item before "and", a question with words
    // between the value and its keyword, a month before a day in words, "frase-passe".
    "the password for user42 and the wifi are on the card",
    "contraseña del banco nueva y la del correo igual",
    "was it 1500 euros for the alarm code?",
    "was it 2019 for the PIN change?",
    "is 4711 still the order for the PIN pad?",
    "was it 3 for the door code?",
    "the release is March third, 2026, not the twelfth",
    "a frase-passe é demasiado longa, mudo amanhã",
  ])("%s", (text) => {
    expect(corpusFaults({ label: "clean", family: "probe-j-after", text, region: "" })).toEqual([]);
  });

  it("a value said again is masked again only where it stands whole, not inside a longer number or word", () => {
    const f = new Fakes(0x36d2);
    const pinValue = `${f.int(1, 9)}${f.digits(3)}`;
    const order = `${pinValue}${f.digits(2)}`;
    const r = removeSecrets(`PIN ist ${pinValue}, Auftrag ${order}, nochmal: ${pinValue}`);
    expect(r.text).toBe(`PIN ist [secret removed], Auftrag ${order}, nochmal: [secret removed]`);
  });
});

describe("outside probe (j), #36: the second batch, written before running it", () => {
  const second = probe36jSecond();
  it("holds what it says: ≥90 cases, half or more outside English, each family in six languages or more", () => {
    expect(second.length).toBeGreaterThanOrEqual(90);
    expect(second.filter((c) => c.lang !== "en").length / second.length).toBeGreaterThanOrEqual(0.5);
    expectProbeGroups(second, {
      leak: { sensitive: 20, clean: 6, languages: 7 },
      prose: { sensitive: 20, clean: 12, languages: 7 },
      personal: { sensitive: 20, clean: 6, languages: 7 },
    });
  });
  const rows = second.map((c, i) => ({ name: `[${c.family}/${c.lang}] #${i} ${c.label}`, c }));
  it.each(rows)("$name", ({ c }) => expectSentAsOwnerSees(c));
  it.each(rows.filter(({ c }) => c.label === "secret"))("masked whole: $name", ({ c }) => {
    expect(secretPartsLeft(c)).toEqual([]);
  });
});
