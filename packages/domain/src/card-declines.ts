/**
 * Card testing limits: with a real provider every card join is an authorisation at the
 * payer's bank, so a script trying stolen cards would use Juntaí as its test bench. Declines are counted
 * per client address and per payer e-mail across all groups: five declines within an hour shut card
 * joins from that address, or for that e-mail, for an hour after the fifth. A person mistyping their
 * card meets a decline two or three times; PIX stays open to them.
 */
export const CARD_DECLINES_ALLOWED = 5;
export const CARD_DECLINE_WINDOW_MS = 3_600_000;
export const CARD_JOINS_BLOCKED_MS = 3_600_000;

/** How far back the declines that can still block a card join go. */
export const CARD_DECLINES_LOOKBACK_MS = CARD_DECLINE_WINDOW_MS + CARD_JOINS_BLOCKED_MS;

/**
 * Until when card joins stay shut, given one key's declines (any order), or undefined when they are
 * open: the latest decline that closed a run of `CARD_DECLINES_ALLOWED` within the window, plus the
 * block's length, if that is still to come.
 */
export function cardJoinsBlockedUntil(declines: readonly Date[], now: Date): Date | undefined {
  const times = declines.map((d) => d.getTime()).sort((a, b) => b - a);
  for (let i = 0; i + CARD_DECLINES_ALLOWED - 1 < times.length; i += 1) {
    const last = times[i] as number;
    const first = times[i + CARD_DECLINES_ALLOWED - 1] as number;
    if (last - first > CARD_DECLINE_WINDOW_MS) continue;
    const until = last + CARD_JOINS_BLOCKED_MS;
    return until > now.getTime() ? new Date(until) : undefined;
  }
  return undefined;
}
