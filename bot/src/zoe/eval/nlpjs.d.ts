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
// Every language package (lang-en-min, lang-de, …) exports its plugin as `Lang<Xx>`.
declare module "@nlpjs/lang-*" {
  const m: Record<string, unknown>;
  export default m;
}
