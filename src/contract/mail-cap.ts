/**
 * The shop mails addresses that the person asking need not own (a guest's order confirmation, a
 * quote, a contact acknowledgement, a restock or newsletter confirmation, a password link). So that
 * nobody can flood someone else's inbox through the shop, one address gets at most a few mails of
 * one kind an hour; beyond that the request still succeeds and the mail is left out
 * (requirements 5.15).
 */
export const MAIL_RECIPIENT_LIMIT = { max: 5, windowSeconds: 3600 } as const;

/** The key one address's mails of one kind are counted under (addresses compare without case). */
export function mailCapKey(kind: string, to: string): string {
  return `mail:${kind}:${to.trim().toLowerCase()}`;
}

/** Whether a mail may go out when it is the `nth` of its kind to its address within the window. */
export function mayMail(nth: number): boolean {
  return nth <= MAIL_RECIPIENT_LIMIT.max;
}
