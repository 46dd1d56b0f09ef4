import { http } from 'msw';

/**
 * Notes whether the story has sent a change to the API (any request but GET), passing it on to the
 * next handler. A story whose change never gets an answer waits for it to have gone out, so the
 * gathered cart edit is not sent after the story has already made way for the next one.
 */
export function changeSpy() {
  let sent = false;
  return {
    handler: http.all('*', ({ request }) => {
      if (request.method !== 'GET') sent = true;
      return undefined;
    }),
    reset: () => {
      sent = false;
    },
    sent: () => sent,
  };
}
