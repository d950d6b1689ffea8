/**
 * How an owner writing French writes personal data, for the privacy gate (privacy/personal.ts):
 * the words around a date of birth, month names, the words naming an identity number or document,
 * street words and phone words with the regions whose numbers the language's speakers write.
 * Must never: hold logic.
 */
import type { PersonalWords } from "../pack.ts";

export const PERSONAL: PersonalWords = {
  birth: ["né le", "née le", "né à", "née à", "né en", "née en", "suis né", "suis née", "date de naissance", "naissance", "anniversaire"],
  birthdayErrands: ["cadeau", "fête", "soirée", "gâteau", "carte", "dîner", "surprise", "liste"],
  months: ["janvier", "février", "fevrier", "mars", "avril", "mai", "juin", "juillet", "août", "aout", "septembre", "octobre", "novembre", "décembre", "decembre", "janv", "févr", "avr", "juil", "sept", "oct", "nov", "déc"],
  dayWords: ["premier", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf", "vingt", "vingt-et-un", "vingt-deux", "vingt-trois", "vingt-quatre", "vingt-cinq", "vingt-six", "vingt-sept", "vingt-huit", "vingt-neuf", "trente", "trente-et-un"],
  yearWords: { opens: ["mil", "mille", "deux mille"], parts: ["mille", "cent", "et", "vingt", "trente", "quarante", "cinquante", "soixante", "quatre-vingt", "quatre-vingts"] },
  plates: { words: ["plaque", "immatriculation", "plaque d'immatriculation"], mine: ["ma", "mon", "mes", "notre"] },
  nationalIds: ["numéro fiscal", "numéro d'identification fiscale", "avs"],
  checkedIds: ["numéro de sécurité sociale", "numéro de sécu", "n° de sécu", "sécurité sociale", "sécu", "nir", "numéro insee", "carte vitale", "numéro national", "numéro de registre national"],
  idAuthorities: ["cpam", "ameli", "carte vitale", "urssaf", "mutuelle", "impôts", "impots", "caf"],
  cardChecks: ["cvv", "cvc", "cryptogramme", "cryptogramme visuel", "code de sécurité"],
  documents: ["passeport", "numéro de passeport", "carte d'identité", "carte nationale d'identité", "cni", "permis de conduire", "titre de séjour"],
  streetTypes: ["rue", "avenue", "av.", "bd", "boulevard", "place", "allée", "allee", "impasse", "chemin", "quai", "cours", "route", "square", "passage", "faubourg", "rond-point"],
  streetTypesLowerCase: [],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  placeSuffixes: [],
  placePrepositions: [],
  placeTimeWords: [],
  houseNameEnds: [],
  streetTitles: [],
  localities: ["lieu-dit", "lieudit", "hameau"],
  emailAt: ["arobase"],
  emailDot: ["point"],
  emailJoins: ["tiret bas", "tiret du bas", "tiret", "underscore", "trait d'union"],
  addressUnits: ["appt", "appt.", "app.", "apt", "apt.", "appartement", "étage", "etage", "bât.", "bat.", "bâtiment", "esc.", "escalier", "porte", "rdc"],
  postcodeLinks: ["à", "a"],
  buildings: ["résidence", "residence", "immeuble", "bâtiment", "batiment", "villa", "domaine", "lotissement", "hameau"],
  careOf: ["c/o", "chez"],
  examples: ["exemple", "votre", "vos", "ton", "ici"],
  abbreviations: ["tél", "tel", "ref", "art", "num"],
  phone: { extensionWords: ["poste"], hesitations: ["euh", "heu", "hum", "non", "pardon", "attends", "enfin"], plusWords: ["plus"], words: ["joignable", "téléphone", "portable", "appelle", "appeler", "joindre", "numéro", "tél", "tel", "gsm", "fixe", "mobile", "natel", "whatsapp", "contact"], regions: ["FR", "BE", "CH"], notPhone: ["carte cadeau", "carte-cadeau", "bon d'achat", "loto", "euromillions", "pdl", "prm", "compteur", "réunion", "reunion", "conférence", "conference", "commande", "facture", "pièce", "piece", "référence", "reference", "ref", "client", "contrat", "dossier", "série", "serie", "suivi", "colis", "réservation", "confirmation", "ticket", "article", "adhérent", "sinistre", "police", "id", "identifiant", "libellé", "siren", "siret", "tva", "rcs"], numberLabels: ["facture", "réunion", "conférence", "commande"], contextWords: ["téléphone", "portable", "appeler", "appelle", "appelez", "joindre"] },
  referenceLabels: ["réf pièce", "réf article", "réf produit", "réf client", "réf commande", "réf.", "réf. pièce", "réf. article", "réf. produit", "réf. client", "réf. commande", "référence", "référence pièce", "référence article", "référence produit", "référence client", "référence commande", "référence.", "référence. pièce", "référence. article", "référence. produit", "référence. client", "référence. commande", "numéro client", "numéro commande", "numéro série", "numéro serie", "numéro facture", "numéro suivi", "numéro dossier", "numéro contrat", "numéro pièce", "numéro article", "numéro de client", "numéro de commande", "numéro de série", "numéro de serie", "numéro de facture", "numéro de suivi", "numéro de dossier", "numéro de contrat", "numéro de pièce", "numéro de article", "numéro d'client", "numéro d'commande", "numéro d'série", "numéro d'serie", "numéro d'facture", "numéro d'suivi", "numéro d'dossier", "numéro d'contrat", "numéro d'pièce", "numéro d'article", "numero client", "numero commande", "numero série", "numero serie", "numero facture", "numero suivi", "numero dossier", "numero contrat", "numero pièce", "numero article", "numero de client", "numero de commande", "numero de série", "numero de serie", "numero de facture", "numero de suivi", "numero de dossier", "numero de contrat", "numero de pièce", "numero de article", "numero d'client", "numero d'commande", "numero d'série", "numero d'serie", "numero d'facture", "numero d'suivi", "numero d'dossier", "numero d'contrat", "numero d'pièce", "numero d'article"],
  referenceCompounds: [],
  cards: ["carte", "carte bancaire", "carte bleue", "carte de crédit", "carte de credit", "cb"],
};
