import { useEffect, useState } from 'react';
import type { ExtendDeadlineBox } from '../components/extend-deadline-box.tsx';

export type ExtendDeadlineBoxComponent = typeof ExtendDeadlineBox;

/**
 * The organizer's tools that only the organizer's browser shows (it needs their proof, which the server
 * never has), loaded on demand so the friends who open the link do not download them. `ready` turns
 * true once their code is in (or could not load: the list's own controls then show without the box), so
 * the page shows every organizer control in one render: a box that appeared later, above the list,
 * would move the list under the organizer's finger.
 */
export function useOrganizerTools(wanted: boolean): { ready: boolean; ExtendDeadlineBox?: ExtendDeadlineBoxComponent } {
  const [loaded, setLoaded] = useState<{ box?: ExtendDeadlineBoxComponent }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    import('../components/extend-deadline-box.tsx').then(
      (module) => { if (live) setLoaded({ box: module.ExtendDeadlineBox }); },
      (error: unknown) => {
        console.error('Erro ao carregar as ferramentas do organizador', error);
        if (live) setLoaded({});
      },
    );
    return () => { live = false; };
  }, [wanted, loaded]);
  return { ready: !wanted || loaded !== undefined, ExtendDeadlineBox: loaded?.box };
}
