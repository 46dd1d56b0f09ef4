// The one part of jsdom the server renderer uses (the server-side DOM for DOMPurify).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
