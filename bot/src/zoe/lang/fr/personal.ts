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
  nationalIds: ["numéro fiscal", "numéro d'identification fiscale", "avs"],
  checkedIds: ["numéro de sécurité sociale", "numéro de sécu", "n° de sécu", "sécurité sociale", "sécu", "nir", "numéro insee", "carte vitale", "numéro national", "numéro de registre national"],
  documents: ["passeport", "numéro de passeport", "carte d'identité", "carte nationale d'identité", "cni", "permis de conduire", "titre de séjour"],
  streetTypes: ["rue", "avenue", "av.", "bd", "boulevard", "place", "allée", "allee", "impasse", "chemin", "quai", "cours", "route", "square", "passage", "faubourg", "rond-point"],
  streetSuffixes: [],
  streetSuffixesLowerCase: [],
  emailAt: ["arobase"],
  emailDot: ["point"],
  phone: { words: ["téléphone", "portable", "appelle", "appeler", "numéro", "tél", "tel", "gsm", "fixe", "mobile", "natel", "whatsapp", "contact"], regions: ["FR", "BE", "CH"], notPhone: ["réunion", "reunion", "conférence", "conference", "commande", "facture", "pièce", "piece", "référence", "reference", "réf", "ref", "client", "contrat", "dossier", "série", "serie", "suivi", "colis", "réservation", "confirmation", "ticket", "article", "adhérent", "sinistre", "police", "id", "identifiant", "libellé"], numberLabels: ["facture", "réunion", "conférence", "commande"] },
};
