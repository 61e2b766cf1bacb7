import { ComingSoonPage } from '../../../features/back-office/components/layout/coming-soon-page.tsx';

/** Until the second back-office issue lands: an honest 'Em breve' inside the back office's header and nav. */
export default function Page() {
  return <ComingSoonPage area="partners" />;
}
