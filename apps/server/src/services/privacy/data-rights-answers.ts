import { privacyMessages } from '@juntai/contract';
import { formatDate } from '@juntai/domain';

/** The download's file name, dated in São Paulo: "meus-dados-juntai-2026-11-27.json". */
export function exportFileName(now: Date): string {
  const [day, month, year] = formatDate(now).split('/');
  return `meus-dados-juntai-${year}-${month}-${day}.json`;
}

/** What an erasure answers: done, or done where groups ended and what happens to the ones still active. */
export const erasureMessage = (activeGroupsWaiting: number) => (activeGroupsWaiting === 0
  ? privacyMessages.erased
  : privacyMessages.erasedWithActiveGroups(activeGroupsWaiting));
