/**
 * Provider credentials as data: one row per token shape, written from each provider's documented
 * format (prefix, alphabet, length). The scanner runs a row only when one of its keywords occurs
 * in the text (lower-cased), so adding rows costs little. A row may name a capture group
 * `secret` (the part to mask) and an entropy floor for bodies that prose could imitate.
 * Must never: hold a real credential, or match without its keyword being present.
 *
 * Extending: add a row with a stable `id` (reported in refusals), the provider `family` (the
 * corpus report groups by it), a regex with the `d` flag if it uses a group, and the keywords.
 */

export interface SecretRule {
  /** Reported type, e.g. "github_token". */
  id: string;
  /** Provider / family name used in the per-family report. */
  family: string;
  /** Global regex; a named group `secret` narrows the masked span. */
  pattern: RegExp;
  /** Lower-case substrings; the rule only runs when one occurs in the lower-cased text. */
  keywords: string[];
  /** Minimum Shannon entropy (bits/char) of the secret part; below it the match is dropped. */
  entropy?: number;
  /** The secret part must also match this (e.g. "has a digit or capital", as real keys do). */
  requires?: RegExp;
  /** The match must not follow a token character (checked in code: a leading lookbehind would
   * keep the regex engine from scanning for the literal prefix, which is what makes rules cheap). */
  bounded?: boolean;
}

// Boundaries: a token starts where no token character precedes it and ends where none follows.
const B = "(?<![A-Za-z0-9_-])";
const E = "(?![A-Za-z0-9_-])";
const rule = (id: string, family: string, body: string, keywords: string[], entropy?: number, flags = "g"): SecretRule => {
  // A leading boundary on every alternative becomes a check in code.
  const alts = body.split(`|${B}`);
  const bounded = body.startsWith(B);
  const src = bounded ? [alts[0]!.slice(B.length), ...alts.slice(1)].join("|") : body;
  return {
    id,
    family,
    pattern: new RegExp(src, src.includes("(?<secret>") ? `${flags}d` : flags),
    keywords,
    ...(entropy === undefined ? {} : { entropy }),
    ...(bounded ? { bounded } : {}),
  };
};

/** A provider keyword, then (within 40 characters, same line) a value of the given shape. */
const ctx = (keyword: string, value: string): string =>
  `(?:${keyword})[\\w .\\-"']{0,40}?(?:[:=]|\\bis\\b|=>)\\s*["']?(?<secret>${value})${E}`;

export const SECRET_RULES: SecretRule[] = [
  // --- Cloud providers
  rule("aws_access_key", "aws", `${B}(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}${E}`, ["akia", "asia", "abia", "acca", "agpa", "aida", "aroa", "aipa", "anpa", "anva", "apka"]),
  rule("aws_secret_key", "aws", ctx("aws.{0,20}?(?:secret|private)[\\w ]{0,20}?key|secret[_ ]?access[_ ]?key", "[A-Za-z0-9/+]{40}"), ["aws", "secret_access", "secret access", "secretaccess"], undefined, "gi"),
  rule("aws_session_token", "aws", ctx("aws[_ -]?session[_ -]?token|x-amz-security-token", "[A-Za-z0-9/+=]{100,}"), ["session", "security-token"], 4, "gi"),
  rule("google_api_key", "google", `${B}AIza[0-9A-Za-z_-]{35}${E}`, ["aiza"]),
  rule("google_oauth_secret", "google", `${B}GOCSPX-[0-9A-Za-z_-]{28}${E}`, ["gocspx"]),
  rule("google_oauth_token", "google", `${B}ya29\\.[0-9A-Za-z_-]{30,}${E}`, ["ya29."]),
  rule("google_refresh_token", "google", `${B}1//0[0-9A-Za-z_-]{40,}${E}`, ["1//0"]),
  rule("gcp_service_account", "google", `"type"\\s*:\\s*"service_account"`, ["service_account"]),
  rule("azure_storage_key", "azure", `(?:AccountKey|SharedAccessKey|SharedAccessSignature|sig)=(?<secret>[A-Za-z0-9+/%]{30,}(?:==|%3D%3D)?)`, ["accountkey", "sharedaccess", "sig="]),
  rule("azure_client_secret", "azure", `${B}[A-Za-z0-9_~.-]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}${E}`, ["q~"]),
  rule("azure_connection_string", "azure", `(?:Server|Data Source|Host|Endpoint|Uid|User ID)=[^;\\n]+;[^\\n]*?(?:Password|Pwd)=(?<secret>[^;"'\\s]{4,})`, ["password=", "pwd="], undefined, "gi"),
  rule("digitalocean_token", "digitalocean", `${B}do[opr]_v1_[a-f0-9]{64}${E}`, ["dop_v1", "doo_v1", "dor_v1"]),
  rule("alibaba_access_key", "alibaba", `${B}LTAI[A-Za-z0-9]{12,20}${E}`, ["ltai"]),
  rule("heroku_api_key", "heroku", `${B}HRKU-[A-Za-z0-9_-]{40,}${E}`, ["hrku-"]),
  rule("heroku_api_key", "heroku", ctx("heroku[\\w ]{0,20}?(?:key|token)", "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), ["heroku"], undefined, "gi"),
  rule("cloudflare_origin_ca_key", "cloudflare", `${B}v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}${E}`, ["v1.0-"]),
  rule("cloudflare_api_token", "cloudflare", ctx("cloudflare[\\w ]{0,20}?(?:key|token)|cf[_ ]api[_ ]token", "[A-Za-z0-9_-]{37,40}"), ["cloudflare", "cf_api", "cf api"], 3.5, "gi"),
  rule("fly_token", "fly", `${B}fo1_[A-Za-z0-9_-]{43}${E}|FlyV1 fm[12][ar]?_[A-Za-z0-9+/=,_-]{40,}`, ["fo1_", "flyv1"]),
  rule("vercel_token", "vercel", ctx("vercel[\\w ]{0,20}?token", "[A-Za-z0-9]{24}"), ["vercel"], 3.5, "gi"),
  rule("netlify_token", "netlify", `${B}nf[pc]_[A-Za-z0-9]{36,40}${E}`, ["nfp_", "nfc_"]),
  rule("supabase_key", "supabase", `${B}(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{30,})${E}`, ["sbp_", "sb_secret_"]),
  rule("render_api_key", "render", `${B}rnd_[A-Za-z0-9]{32}${E}`, ["rnd_"]),
  rule("planetscale_token", "planetscale", `${B}pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}${E}`, ["pscale_"]),
  rule("pulumi_token", "pulumi", `${B}pul-[a-f0-9]{40}${E}`, ["pul-"]),
  rule("terraform_cloud_token", "terraform", `${B}[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,70}${E}`, ["atlasv1"]),
  rule("vault_token", "vault", `${B}hv[sbr]\\.[A-Za-z0-9_-]{24,}${E}`, ["hvs.", "hvb.", "hvr."]),
  rule("doppler_token", "doppler", `${B}dp\\.(?:pt|st|sa|ct|scim|audit)\\.[A-Za-z0-9]{40,44}${E}`, ["dp."]),
  rule("databricks_token", "databricks", `${B}dapi[a-f0-9]{32}(?:-\\d)?${E}`, ["dapi"]),
  rule("openshift_token", "openshift", `${B}sha256~[A-Za-z0-9_-]{43}${E}`, ["sha256~"]),
  rule("jfrog_token", "jfrog", `${B}(?:AKCp[A-Za-z0-9]{69}|cmVmdGtuOjAxOj[A-Za-z0-9]{40,})${E}`, ["akcp", "cmvmdgtuojaxoj"]),
  // --- Code hosting and packages
  rule("github_token", "github", `${B}gh[pousr]_[A-Za-z0-9]{36,255}${E}`, ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]),
  rule("github_token", "github", `${B}github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}${E}`, ["github_pat_"]),
  rule("gitlab_token", "gitlab", `${B}gl(?:pat|dt|rt|ptt|cbt|ft|imt|agent|soat|oas|ffct)-[A-Za-z0-9_-]{20,}${E}`, ["glpat-", "gldt-", "glrt-", "glptt-", "glcbt-", "glft-", "glimt-", "glagent-", "glsoat-", "gloas-", "glffct-"]),
  rule("gitlab_token", "gitlab", `${B}GR1348941[A-Za-z0-9_-]{20}${E}`, ["gr1348941"]),
  rule("bitbucket_token", "bitbucket", `${B}ATBB[A-Za-z0-9_=.-]{28,}${E}`, ["atbb"]),
  rule("atlassian_token", "atlassian", `${B}AT(?:ATT|CTT|OA)[A-Za-z0-9_=.-]{30,}${E}`, ["atatt", "atctt", "atoa"]),
  rule("npm_token", "npm", `${B}npm_[A-Za-z0-9]{36}${E}`, ["npm_"]),
  rule("npm_token", "npm", `_authToken\\s*=\\s*(?<secret>[A-Za-z0-9_./+=-]{20,})`, ["_authtoken"]),
  rule("pypi_token", "pypi", `${B}pypi-AgE[A-Za-z0-9_-]{50,}${E}`, ["pypi-age"]),
  rule("rubygems_token", "rubygems", `${B}rubygems_[a-f0-9]{48}${E}`, ["rubygems_"]),
  rule("nuget_key", "nuget", `${B}oy2[a-z0-9]{43}${E}`, ["oy2"]),
  rule("clojars_token", "clojars", `${B}CLOJARS_[a-z0-9]{60}${E}`, ["clojars_"]),
  rule("docker_token", "docker", `${B}dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}${E}`, ["dckr_"]),
  rule("huggingface_token", "huggingface", `${B}(?:hf|api_org)_[A-Za-z]{34}${E}`, ["hf_", "api_org_"]),
  rule("postman_key", "postman", `${B}PMAK-[a-f0-9]{24}-[a-f0-9]{34}${E}`, ["pmak-"]),
  rule("readme_key", "readme", `${B}rdme_[a-z0-9]{70}${E}`, ["rdme_"]),
  rule("prefect_key", "prefect", `${B}pnu_[A-Za-z0-9]{36}${E}`, ["pnu_"]),
  rule("sentry_token", "sentry", `${B}(?:sntrys_[A-Za-z0-9+/=_]{50,}|sntryu_[a-f0-9]{64})${E}`, ["sntrys_", "sntryu_"]),
  rule("sentry_dsn", "sentry", `https?://(?<secret>[a-f0-9]{32})(?::[a-f0-9]{32})?@[a-z0-9.-]*sentry\\.io/\\d+`, ["sentry.io"]),
  rule("grafana_token", "grafana", `${B}(?:glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8})`, ["glc_", "glsa_"]),
  rule("newrelic_key", "newrelic", `${B}NR(?:AK|II|JS|RA)-[A-Za-z0-9]{27,32}${E}`, ["nrak-", "nrii-", "nrjs-", "nrra-"]),
  rule("datadog_key", "datadog", ctx("(?:datadog|dd)[\\w ]{0,20}?(?:api|app|application)[_ -]?key", "[a-f0-9]{32}|[a-f0-9]{40}"), ["datadog", "dd_", "dd-", "dd "], undefined, "gi"),
  rule("okta_token", "okta", ctx("okta[\\w ]{0,20}?(?:token|key|secret)", "00[A-Za-z0-9_-]{40}"), ["okta"], undefined, "gi"),
  rule("linear_key", "linear", `${B}lin_(?:api|oauth)_[A-Za-z0-9]{40}${E}`, ["lin_api_", "lin_oauth_"]),
  rule("notion_token", "notion", `${B}(?:secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{35})${E}`, ["secret_", "ntn_"]),
  rule("airtable_token", "airtable", `${B}pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}${E}`, ["pat"]),
  rule("contentful_token", "contentful", `${B}CFPAT-[A-Za-z0-9_-]{43}${E}`, ["cfpat-"]),
  rule("typeform_token", "typeform", `${B}tfp_[A-Za-z0-9_-]{40,60}${E}`, ["tfp_"]),
  rule("asana_token", "asana", ctx("asana[\\w ]{0,20}?(?:token|key|pat)", "\\d/\\d{10,16}(?::|/)[a-f0-9]{32}"), ["asana"], undefined, "gi"),
  rule("shopify_token", "shopify", `${B}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}${E}`, ["shpat_", "shpca_", "shppa_", "shpss_"]),
  rule("onepassword_token", "1password", `${B}ops_eyJ[A-Za-z0-9+/=_-]{100,}|${B}A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}${E}`, ["ops_eyj", "a3-"]),
  rule("harness_token", "harness", `${B}(?:pat|sat)\\.[A-Za-z0-9_-]{22}\\.[a-z0-9]{24}\\.[A-Za-z0-9]{20}${E}`, ["pat.", "sat."]),
  // --- Messaging, mail, payments
  rule("slack_token", "slack", `${B}xox[abposre]-(?:\\d+-)?[A-Za-z0-9-]{10,}${E}`, ["xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xoxe-"]),
  rule("slack_token", "slack", `${B}xapp-\\d-[A-Z0-9]+-\\d+-[a-f0-9]{32,}${E}`, ["xapp-"]),
  rule("slack_webhook", "slack", `https://hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{20,}`, ["hooks.slack.com"]),
  rule("discord_webhook", "discord", `https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d+/[A-Za-z0-9_-]{30,}`, ["discord"]),
  rule("discord_token", "discord", `${B}[MNO][A-Za-z0-9_-]{23,25}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}${E}`, ["."], 3.5),
  rule("telegram_bot_token", "telegram", `(?<![0-9])\\d{6,12}:AA[A-Za-z0-9_-]{33}${E}`, [":aa"]),
  rule("telegram_bot_token", "telegram", `(?<![0-9])\\d{6,12}:[A-Za-z0-9_-]{35,}`, [":"]),
  rule("twilio_key", "twilio", `${B}SK[0-9a-fA-F]{32}${E}`, ["sk"]),
  rule("twilio_key", "twilio", ctx("twilio[\\w ]{0,20}?(?:auth[_ ]?token|secret|key)", "[a-f0-9]{32}"), ["twilio"], undefined, "gi"),
  rule("sendgrid_key", "sendgrid", `${B}SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}${E}`, ["sg."]),
  rule("mailgun_key", "mailgun", `${B}(?:key|pubkey)-[a-f0-9]{32}${E}`, ["key-"]),
  rule("mailgun_key", "mailgun", `${B}[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}${E}`, ["mailgun"]),
  rule("mailchimp_key", "mailchimp", `${B}[a-f0-9]{32}-us\\d{1,2}${E}`, ["-us"]),
  rule("postmark_token", "postmark", ctx("postmark[\\w ]{0,20}?(?:token|key)", "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), ["postmark"], undefined, "gi"),
  rule("stripe_key", "stripe", `${B}(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{16,}${E}`, ["sk_live", "sk_test", "sk_prod", "rk_live", "rk_test", "rk_prod"]),
  rule("stripe_webhook_secret", "stripe", `${B}whsec_[A-Za-z0-9+/=]{24,}${E}`, ["whsec_"]),
  rule("square_token", "square", `${B}(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})${E}`, ["sq0atp-", "sq0csp-", "eaaa"]),
  rule("paypal_secret", "paypal", ctx("paypal[\\w ]{0,20}?(?:secret|token)", "[A-Za-z0-9_-]{40,80}"), ["paypal"], 4, "gi"),
  rule("shippo_token", "shippo", `${B}shippo_(?:live|test)_[a-f0-9]{40}${E}`, ["shippo_"]),
  rule("easypost_key", "easypost", `${B}EZ[AT]K[A-Za-z0-9]{54}${E}`, ["ezak", "eztk"]),
  rule("duffel_token", "duffel", `${B}duffel_(?:test|live)_[A-Za-z0-9_=-]{43}${E}`, ["duffel_"]),
  rule("facebook_token", "meta", `${B}EAA[A-Za-z0-9]{90,}${E}`, ["eaa"]),
  rule("mapbox_token", "mapbox", `${B}sk\\.eyJ[A-Za-z0-9_-]{40,}\\.[A-Za-z0-9_-]{20,}${E}`, ["sk.eyj"]),
  // --- AI providers
  rule("anthropic_key", "anthropic", `${B}sk-ant-(?:api|admin|oat|ort|sid)\\d{2}-[A-Za-z0-9_-]{20,}${E}|${B}sk-ant-[A-Za-z0-9_-]{20,}${E}`, ["sk-ant-"]),
  // Real keys are random and always carry a digit or capital; "sk-learn-compatible-pipeline" does not.
  { ...rule("openai_key", "openai", `${B}sk-(?!ant-)(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}${E}`, ["sk-"]), requires: /^sk-.*[A-Z0-9]/ },
  rule("openai_key", "openai", `${B}[A-Za-z0-9_-]{10,}T3BlbkFJ[A-Za-z0-9_-]{10,}${E}`, ["t3blbkfj"]),
  rule("groq_key", "groq", `${B}gsk_[A-Za-z0-9]{52}${E}`, ["gsk_"]),
  rule("perplexity_key", "perplexity", `${B}pplx-[A-Za-z0-9]{48}${E}`, ["pplx-"]),
  rule("xai_key", "xai", `${B}xai-[A-Za-z0-9]{80}${E}`, ["xai-"]),
  rule("replicate_token", "replicate", `${B}r8_[A-Za-z0-9]{37}${E}`, ["r8_"]),
  rule("cohere_key", "cohere", ctx("(?:cohere|co)[_ ]?api[_ ]?key", "[A-Za-z0-9]{40}"), ["cohere", "co_api", "co api"], 3.5, "gi"),
  // --- Keys with a fixed armour
  rule("age_secret_key", "age", `${B}AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}${E}`, ["age-secret-key-1"]),
  rule("firebase_fcm_key", "firebase", `${B}AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}${E}`, [":apa91b"]),
];
