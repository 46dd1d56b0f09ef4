import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import createDOMPurify from 'dompurify';
import { isbot } from 'isbot';
import { JSDOM } from 'jsdom';
import { isCrawler, localeFromPath } from 'otthon';
import { createDomPurifySanitizer, RichTextSanitizerProvider } from 'otthon/components';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router';
import { loadPageMessages, pageMessageParts } from './lib/i18n.js';
import { RequestInfoProvider } from './lib/request-info.js';
import { onDemandPartsLoaded } from './shell/on-demand.js';

/** Deferred data that has not settled by then is rejected, so the stream can finish. */
export const streamTimeout = 5_000;

/**
 * CMS and blog HTML is sanitized on the server too (DOMPurify over one jsdom window), so crawlers
 * and the first paint get the content; the browser loads its own DOMPurify when it needs one.
 */
const sanitize = createDomPurifySanitizer(createDOMPurify(new JSDOM('').window));

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const userAgent = request.headers.get('user-agent');
  const crawler = isCrawler(userAgent);
  // Spec §4: a crawler never gets the error screen. A failure it meets is logged (handleError)
  // and answered as temporary, so it comes back later instead of indexing a broken page.
  if (crawler && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', '300');
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.append('Vary', 'Cookie');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The page's language is rendered from its catalogue (the core and its screen's parts), which
  // the browser loads before hydrating too.
  const { pathname } = new URL(request.url);
  // The shell's parts whose code the browser loads later are in the page's HTML, in their place.
  await Promise.all([loadPageMessages(localeFromPath(pathname), pageMessageParts(pathname)), onDemandPartsLoaded()]);
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const wholeDocument = crawler || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = wholeDocument ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce, isCrawler: crawler }}>
        <RichTextSanitizerProvider sanitize={sanitize}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RichTextSanitizerProvider>
      </RequestInfoProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in its place in the HTML however much was sent before
        // it (React otherwise moves one of more than 500 bytes past the first 12.5 KiB to the end of
        // the stream and puts it back with a script): the on-demand parts of the shell are such
        // boundaries, and must be in place without scripts and at the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router itself.
          if (shellRendered) console.error('Rendering failed after the page shell was sent:', error);
        },
      },
    );
  });
}

/**
 * Every loader, action and rendering failure on the server. A 404 is the shop working as meant
 * (requirements §2 route validity) and is not logged; an aborted request is the visitor leaving.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const crawler = isCrawler(request.headers.get('user-agent'));
  const { pathname } = new URL(request.url);
  console.error(`${crawler ? '[crawler] ' : ''}${request.method} ${pathname} failed:`, error);
};
