import { type LucideIcon, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { MerchantHeader } from '../panel/merchant-header.tsx';

/** /admin for someone not signed in: the header without the account's buttons, the content in the middle. */
export function SignedOutPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <MerchantHeader signedIn={false} />
      <main className="mx-auto flex max-w-6xl flex-col px-4 py-8 sm:py-12">{children}</main>
    </div>
  );
}

/** The card of a signed-out screen: an icon beside the title, then what the merchant fills in. */
export function TitledCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800"><Icon className="h-5 w-5" /></span>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** The page a merchant lands on from a link we e-mailed (an invitation, a sign-up's confirmation). */
export function MailLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return <SignedOutPage><TitledCard icon={MailCheck} title={title}>{children}</TitledCard></SignedOutPage>;
}
