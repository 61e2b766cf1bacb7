import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The page's shape while the group loads. */
export function GroupSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Carregando grupo">
      <Card>
        <CardContent className="flex flex-col gap-4">
          <Skeleton className="h-7 w-3/4" />
          <div className="flex gap-3">
            <Skeleton className="h-20 w-20" />
            <div className="flex flex-1 flex-col gap-2"><Skeleton className="h-5 w-2/3" /><Skeleton className="h-5 w-16" /></div>
          </div>
          <div className="grid grid-cols-2 gap-3"><Skeleton className="h-16" /><Skeleton className="h-16" /></div>
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-12 w-full" />
        </CardContent>
      </Card>
      <Card><CardContent className="flex flex-col gap-3">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-10 w-full" />)}</CardContent></Card>
    </div>
  );
}
