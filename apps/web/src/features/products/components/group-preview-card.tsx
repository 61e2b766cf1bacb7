import { centsFromReais, formatBRL, perPersonPrice } from '@juntai/domain';
import { Check, Clock } from 'lucide-react';
import { usePublicSettings } from '../../../lib/public-settings.ts';

// An example group for the hero: a TV split by four friends, three of whom already paid.
const EXAMPLE = { name: 'Smart TV LG 55" 4K UHD', image: '/images/products/smart-tv-lg-55-4k.svg', price: 3299, people: ['Ana', 'Bruno', 'Carla', 'Diego'], paid: 3 };

/** A picture of what a group looks like, drawn with real numbers (price + 5%, split in four). Decorative. */
export function GroupPreviewCard() {
  const quota = formatBRL(perPersonPrice(centsFromReais(EXAMPLE.price), EXAMPLE.people.length));
  // An hour into the operator's deadline (48 h unless the settings say otherwise), not a fixed "47h".
  const hoursLeft = Math.max(1, usePublicSettings().group_expiry_hours - 1);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm rotate-1 rounded-3xl border border-slate-200 bg-white p-4 shadow-2xl shadow-slate-900/10 motion-reduce:rotate-0">
      {/* The landing page's largest picture: fetched first and painted with the page (LCP). */}
      <img src={EXAMPLE.image} alt="" width={640} height={480} fetchPriority="high" decoding="sync" className="aspect-[16/9] w-full rounded-2xl object-cover object-top" />
      <div className="mt-4 flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{EXAMPLE.name}</p>
          <p className="text-sm text-slate-600">{EXAMPLE.people.length} pessoas · <span className="font-semibold text-brand-700">{quota}</span> cada</p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-800">
          <Clock className="h-3.5 w-3.5" />{hoursLeft}h
        </span>
      </div>
      <div className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${(EXAMPLE.paid / EXAMPLE.people.length) * 100}%` }} />
      </div>
      <ul className="mt-3 grid grid-cols-4 gap-2">
        {EXAMPLE.people.map((name, i) => (
          <li key={name} className="flex flex-col items-center gap-1 text-xs text-slate-600">
            <span className={i < EXAMPLE.paid ? 'relative grid h-10 w-10 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800' : 'grid h-10 w-10 place-items-center rounded-full border-2 border-dashed border-slate-300 font-semibold text-slate-500'}>
              {name[0]}
              {i < EXAMPLE.paid ? <Check className="absolute -right-1 -bottom-1 h-4 w-4 rounded-full bg-brand-700 p-0.5 text-white" /> : null}
            </span>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
