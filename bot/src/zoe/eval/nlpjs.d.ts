// The few parts of NLP.js (MIT, pure JavaScript, no types of its own) that eval/second-opinion.ts uses.
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Container;
  const core: { containerBootstrap: typeof containerBootstrap };
  export default core;
}
declare module "@nlpjs/nlu" {
  import type { Container } from "@nlpjs/core";
  export class NluNeural {
    constructor(settings: { locale: string; log?: boolean }, container: Container);
    train(corpus: Array<{ utterance: string; intent: string }>): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: Array<{ intent: string; score: number }> }>;
  }
  const nlu: { NluNeural: typeof NluNeural };
  export default nlu;
}
declare module "@nlpjs/lang-en-min" {
  const m: { LangEn: unknown };
  export default m;
}
declare module "@nlpjs/lang-de" {
  const m: { LangDe: unknown };
  export default m;
}
declare module "@nlpjs/lang-fr" {
  const m: { LangFr: unknown };
  export default m;
}
declare module "@nlpjs/lang-es" {
  const m: { LangEs: unknown };
  export default m;
}
declare module "@nlpjs/lang-pt" {
  const m: { LangPt: unknown };
  export default m;
}
declare module "@nlpjs/lang-it" {
  const m: { LangIt: unknown };
  export default m;
}
declare module "@nlpjs/lang-nl" {
  const m: { LangNl: unknown };
  export default m;
}
