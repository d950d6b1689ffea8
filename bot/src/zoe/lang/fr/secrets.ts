/**
 * How an owner writing French names a secret in words, for the privacy gate's grammar
 * (privacy/disclosures.ts): the keywords of the password and code families, the connectors before
 * a value, the fillers that may stand before it, the units that make a number a length, the words
 * that put a login in a clause and those that make a code a voucher or an order.
 * Must never: hold logic.
 */
import type { SecretWords } from "../pack.ts";

export const SECRETS: SecretWords = {
  password: ["mot de passe", "mots de passe", "mdp", "identifiant", "identifiants", "phrase secrète", "phrase de passe", "login", "mot-de-passe", "mots-de-passe", "mot de pass", "mot de pase", "mots de pase", "mot depasse"],
  code: ["code", "code pin", "code puk", "digicode", "code d'accès", "code secret", "clé", "clef", "clé wifi", "clé wi-fi", "clé de sécurité", "clé de récupération", "clé secrète", "clé de configuration", "alarme", "coffre", "coffre-fort", "boîte à clés", "boite à clés", "boîte à clé", "cadenas", "combinaison", "code du cadenas", "code de l'immeuble", "code de la porte", "code du portail", "code d'entrée", "code wifi", "code wi-fi"],
  compoundHeads: [],
  connectors: ["est", "c'est", "c’est", "c'était", "c’était", "était", "sont", "en", "à", "devient", "reste", "vaut", "sera", "pour", "devenu", "fut", "c"],
  fillers: ["toujours", "maintenant", "juste", "désormais", "bien", "le", "la", "les", "l'", "nouveau", "nouvelle", "actuellement", "encore", "dorénavant", "toujours:", "depuis", "hier", "aujourd'hui", "enfin", "officiellement", "littéralement", "d'ailleurs"],
  units: ["caractères", "caractère", "chiffres", "lettres", "jours", "semaines", "mois", "minutes", "heures", "fois", "euros", "personnes", "essais", "tentatives", "lignes", "mots", "pages", "par"],
  userWords: ["identifiant", "nom d'utilisateur", "utilisateur", "login", "compte", "e-mail", "email", "courriel"],
  plainValueKeywords: ["mot de passe", "mdp", "mots de passe", "mot de pass", "phrase secrète", "phrase de passe", "mot de pase", "mots de pase", "mot depasse"],
  asWords: ["comme"],
  settledVerbs: ["devenu", "devenue", "devient", "resté", "restée"],
  notValues: ["faux", "bon", "correct", "incorrect", "invalide", "valide", "expiré", "expirée", "faible", "fort", "sécurisé", "même", "différent", "changé", "modifié", "enregistré", "connu", "inconnu", "simple", "facile", "difficile", "long", "court", "vide", "ici", "là", "dessous", "dessus", "bloqué", "oublié", "perdu", "nouveau", "ancien", "aussi", "encore", "probablement", "chiffré", "suivant", "obligatoire", "requis", "bitwarden", "1password", "keepass", "lastpass", "trousseau", "carnet", "frigo", "tiroir", "autocollant", "lui-même", "elle-même", "eux-mêmes", "moi-même", "toi-même", "plus", "moins"],
  pairCues: ["compte", "accès", "acces", "connexion", "se connecter", "connecte", "connecter", "box", "routeur", "wifi", "portail", "appli"],
  corrections: ["pardon", "non attends", "ah non", "je veux dire", "correction", "oups", "non", "erreur"],
  storyCues: ["banque", "ameli", "messagerie", "boîte mail", "remis", "changé", "le nouveau", "la nouvelle", "netflix", "amazon", "bloqué", "bloquée", "ordi", "s'ouvre", "s’ouvre", "déverrouiller", "spotify", "disney+", "icloud", "paypal", "deezer", "canal+", "leboncoin", "doctolib", "impots.gouv", "gmail", "instagram", "molotov"],
  codeTopics: ["réduction", "reduction", "remise", "promo", "bon d'achat", "panier", "parrainage", "suivi", "réservation", "commande", "erreur", "projet", "cours", "module", "produit", "matière", "séminaire", "événement", "empreinte", "ticket de caisse", "reçu", "lobby", "quiz"],
  namingWords: ["s'appelle", "s’appelle", "nommé", "appelé"],
  means: ["avec", "tape", "tapez", "taper", "compose", "composez", "composer", "saisis", "saisissez", "saisir", "mets", "mettre"],
  shortCodes: ["cadenas", "combinaison", "code du cadenas"],
  securityAnswers: ["nom de jeune fille", "nom de jeune fille de ma mère", "question secrète", "question de sécurité", "réponse secrète", "premier animal", "premier animal de compagnie"],
  placeVerbs: ["stocké", "stockée", "enregistré", "enregistrée", "rangé", "rangée", "gardé", "gardée", "noté", "notée"],
  leadIns: ["voilà", "voila", "ça", "ouvre", "débloque", "déverrouille"],
  phraseConnectors: ["est", "c'est", "c’est"],
  dictation: ["puis", "ensuite"],
  spaceWords: ["espace", "espaces"],
  conjunctions: ["et", "ou"],
  doors: ["portail", "porte d'entrée", "porte de garage", "casier", "vestiaire", "clavier à code"],
  references: ["nº", "n°", "nº.", "n°.", "facture", "chambre", "page", "ligne", "étape", "quai", "vol", "version", "bus", "tram", "terminal"],
  timePrepositions: ["à", "pour"],
  datePrepositions: ["en", "à", "depuis", "de", "jusqu'en", "pour"],
  proseWords: ["celle", "celui", "celles", "ceux", "même", "cette", "plus", "moins", "très", "trop", "encore", "toujours", "dans", "sous", "avec", "pour", "super"],
  topics: ["lignes", "article", "produit", "pièce", "client", "postale", "fiscale", "banque", "guichet", "oublié", "réinitialisation", "publique", "publiques", "hachage", "chiffrement"],
  notSecretPrefixes: ["projet", "erreur", "salle", "réunion", "conférence", "ape", "naf", "siret"],
  tokens: ["jeton", "jeton d'accès", "token"],
  meetings: ["webinaire", "webinaires", "id de réunion", "id de la réunion", "identifiant de réunion", "id de conférence", "réunion zoom", "réunion teams", "visioconférence", "audioconférence"],
  networkNames: ["invité", "invités", "invite", "invites", "visiteur", "visiteurs"],
  receipts: ["ticket de caisse", "reçu", "facturette"],
  recoveryCodes: ["secours", "récupération", "recuperation", "sauvegarde", "récup", "recup"],
  ownCodes: ["mes", "nos"],
  spokenNumbers: {
    digits: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    otherDigits: { zero: 0, une: 1 },
    pairs: ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "vingt", "vingts", "trente", "quarante", "cinquante", "soixante", "septante", "huitante", "octante", "nonante"],
    joiners: ["et"],
  },
  singlePatterns: {
    passwordWords: ["mot de passe", "mdp", "code pin"],
    purposeWords: ["pour", "du", "de"],
    articles: ["le", "la", "de"],
    connectors: ["est"],
    pinWords: [],
    countWords: [],
    loginWords: ["utilisateur", "identifiants"],
  },
};
